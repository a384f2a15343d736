// How the server logs: pino at the configured level through the redacting serializers of log-redaction.ts, one line
// per request, written to stdout as it is made.
// - One line, when the answer has gone out (method, route pattern, status, time), instead of Fastify's two: the
//   "incoming request" line repeats what the completion line says, and logging cost the payment poll more than any
//   other part of it (issue 19).
// - Synchronous writes: pino's default asynchronous stdout gathers lines into one string while a write is under way
//   and measures that whole string again for every line added, so the busier the process, the more each line costs
//   (docs/performance.md). A synchronous line is one write of its own: its cost does not grow with the load, and a
//   crash loses nothing written before it.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify'
import pino from 'pino'
import { logSerializers } from './log-redaction'

class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored')
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed')
  }
}

/** Fastify's logging options for the app, and for the bare route bench:api measures it against. */
export function loggingOptions(level: string, stream?: { write: (line: string) => void }) {
  return {
    logger: { level, serializers: logSerializers, stream: stream ?? pino.destination({ fd: 1, sync: true }) },
    logController: new OneLinePerRequest(),
  }
}
