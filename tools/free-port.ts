// A TCP port nobody listens on right now (for servers the tests start).
//
// Chosen below the kernel's ephemeral range: a server started on a port found free here binds it only seconds later
// (a child process starting up), and a port from the ephemeral range could be handed out to any `listen(0)` in that
// time (a fake platform, another test file's server), which then answered in place of the server being started (seen
// in CI: a two-process suite talking to a fake payment gateway). Below that range only another call of this function
// can pick the same port, and each call starts at a random place in 12,000 ports.
import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'

const LOWEST = 20_000
const FALLBACK_EPHEMERAL_START = 32_768

function ephemeralStart(): number {
  try {
    const start = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0])
    return Number.isInteger(start) && start > LOWEST + 1_000 ? start : FALLBACK_EPHEMERAL_START
  } catch {
    return FALLBACK_EPHEMERAL_START
  }
}

const listensOn = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })

export async function freePort(): Promise<number> {
  const span = ephemeralStart() - LOWEST
  const first = Math.floor(Math.random() * span)
  for (let step = 0; step < span; step++) {
    const port = LOWEST + ((first + step) % span)
    if (await listensOn(port)) return port
  }
  throw new Error(`no free port between ${LOWEST} and ${LOWEST + span}`)
}
