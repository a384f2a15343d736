// How the server logs: pino at the configured level through the redacting serializers of log-redaction.ts, one line
// per request, written to stdout at the end of the event-loop turn it was made in.
// - One line, when the answer has gone out (method, route pattern, status, time), instead of Fastify's two: the
//   "incoming request" line repeats what the completion line says, and logging cost the payment poll more than any
//   other part of it (issue 19).
// - Synchronous writes, one per event-loop turn (log-destination.ts): pino's default asynchronous stdout gathers lines
//   into one string while a write is under way and measures that whole string again for every line added, so the
//   busier the process, the more each line costs (docs/performance.md). A turn's lines are one synchronous write at
//   its end: the cost per line does not grow with the load, and an exit, a crash included, writes what is held.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify'
import { stdoutPerTurn, type LogDestination } from './log-destination'
import { logSerializers } from './log-redaction'

class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored')
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed')
  }
}

/** Fastify's logging options for the app, and for the bare route bench:api measures it against. */
export function loggingOptions(level: string, stream?: LogDestination) {
  return {
    logger: { level, serializers: logSerializers, stream: stream ?? stdoutPerTurn() },
    logController: new OneLinePerRequest(),
  }
}
