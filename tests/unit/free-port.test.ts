// freePort answers a port below the kernel's ephemeral range (where no listen(0) can take it before the server it is
// for has bound it) that can be listened on.
import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { describe, expect, it } from 'vitest'
import { freePort } from '../../tools/free-port'

const ephemeralStart = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0])

describe('freePort', () => {
  it('answers listenable ports below the ephemeral range, not the same one each time', async () => {
    const ports = await Promise.all(Array.from({ length: 5 }, () => freePort()))
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(20_000)
      expect(port).toBeLessThan(ephemeralStart)
      const server = createServer()
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject)
        server.listen(port, '127.0.0.1', resolve)
      })
      await new Promise((resolve) => server.close(resolve))
    }
    expect(new Set(ports).size).toBeGreaterThan(1)
  })
})
