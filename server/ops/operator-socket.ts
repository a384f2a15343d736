// The operator channel of a server running on the embedded database (PGlite allows one process per data folder, so
// the operator command cannot open it while the server runs): a Unix socket next to the data folder,
// `<DATA_DIR>.ops.sock`, readable and writable by the server's own account only (mode 0600) and never reachable from
// the network. One request per connection: a JSON line {args}, answered by a JSON line {ok, output}.
import { chmodSync, rmSync } from 'node:fs'
import net from 'node:net'
import type { OperatorAnswer, OperatorCommand } from './operator-commands'

/** Unix socket paths are limited to about 107 bytes. */
const SOCKET_PATH_MAX = 100
const REQUEST_MAX_BYTES = 16 * 1024

export const operatorSocketPath = (dataDir: string) => `${dataDir}.ops.sock`

export class OperatorChannelError extends Error {
  override name = 'OperatorChannelError'
}

function checkPath(path: string) {
  if (Buffer.byteLength(path) > SOCKET_PATH_MAX)
    throw new OperatorChannelError(`operator socket path too long (${path}): use a shorter DATA_DIR`)
}

/**
 * Listens on the socket (a file left there belongs to a dead process: this one holds the data folder's lock, so it is
 * removed first). Answers the close function.
 */
export async function startOperatorSocket(
  path: string,
  run: (command: OperatorCommand) => Promise<OperatorAnswer>,
): Promise<() => Promise<void>> {
  checkPath(path)
  rmSync(path, { force: true })
  const server = net.createServer((socket) => {
    let received = ''
    socket.setEncoding('utf8')
    socket.setTimeout(60_000, () => socket.destroy())
    socket.on('error', () => socket.destroy())
    socket.on('data', (chunk: string) => {
      received += chunk
      if (received.length > REQUEST_MAX_BYTES) return socket.destroy()
      const end = received.indexOf('\n')
      if (end < 0) return
      socket.pause()
      let command: OperatorCommand
      try {
        const parsed = JSON.parse(received.slice(0, end)) as { args?: unknown }
        if (!Array.isArray(parsed.args) || !parsed.args.every((arg) => typeof arg === 'string')) throw new Error('bad request')
        command = { args: parsed.args as string[] }
      } catch {
        socket.end(`${JSON.stringify({ ok: false, output: 'malformed operator request' })}\n`)
        return
      }
      run(command)
        .catch(
          (error: unknown): OperatorAnswer => ({ ok: false, output: `failed: ${error instanceof Error ? error.message : String(error)}` }),
        )
        .then((answer) => socket.end(`${JSON.stringify(answer)}\n`))
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(path, () => {
      server.off('error', reject)
      resolve()
    })
  })
  chmodSync(path, 0o600)
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => {
        rmSync(path, { force: true })
        resolve()
      })
    })
}

/** Sends one command to the server listening on the socket; throws OperatorChannelError when none listens. */
export function sendOperatorCommand(path: string, command: OperatorCommand, timeoutMs = 120_000): Promise<OperatorAnswer> {
  checkPath(path)
  return new Promise((resolve, reject) => {
    const socket = net.connect(path)
    let received = ''
    socket.setEncoding('utf8')
    socket.setTimeout(timeoutMs, () => socket.destroy(new OperatorChannelError('the server did not answer in time')))
    socket.on('connect', () => socket.write(`${JSON.stringify(command)}\n`))
    socket.on('data', (chunk: string) => (received += chunk))
    socket.on('error', (error: NodeJS.ErrnoException) =>
      reject(['ENOENT', 'ECONNREFUSED'].includes(error.code ?? '') ? new OperatorChannelError(`no server answers on ${path}`) : error),
    )
    socket.on('close', () => {
      try {
        resolve(JSON.parse(received.trim()) as OperatorAnswer)
      } catch {
        reject(new OperatorChannelError('the server closed the operator channel without an answer'))
      }
    })
  })
}
