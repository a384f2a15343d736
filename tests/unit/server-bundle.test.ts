// The bundled server the browser tests start (tools/browser/server-bundle.ts) is rebuilt whenever a source it was made
// from changes, and answers like server/main.ts.
import { readFileSync, statSync, utimesSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { startRealServer } from '../../tools/browser/real-server'
import { ensureServerBundle } from '../../tools/browser/server-bundle'

describe('the bundled server', () => {
  it('is rebuilt when one of its sources is newer than it, and not otherwise', { timeout: 60_000 }, async () => {
    const bundle = await ensureServerBundle()
    const inputs = JSON.parse(readFileSync(join(bundle, '..', 'inputs.json'), 'utf8')) as string[]
    expect(inputs).toContain('server/main.ts')
    expect(inputs).toContain('server/modules/orders/order-service.ts')
    const built = statSync(bundle).mtimeMs
    expect(statSync(await ensureServerBundle()).mtimeMs).toBe(built)

    const source = 'server/http/spa.ts'
    const { atime, mtime } = statSync(source)
    try {
      const later = new Date(Date.now() + 60_000)
      utimesSync(source, later, later)
      expect(statSync(await ensureServerBundle()).mtimeMs).toBeGreaterThan(built)
    } finally {
      utimesSync(source, atime, mtime)
    }
  })

  it('starts on a data folder and answers health, with the paths its sources build from import.meta.url', { timeout: 90_000 }, async () => {
    // startRealServer runs the bundle; the SPA is not used here (the unit stage runs beside the build).
    const server = await startRealServer({}, { withoutSite: true })
    try {
      // The licence public key is read from keys/ next to the sources, the products from the migrated database.
      const key = await fetch(`${server.baseUrl}/pc/license-public-key.pem`)
      expect(key.status).toBe(200)
      expect(await key.text()).toContain('BEGIN PUBLIC KEY')
      const products = await fetch(`${server.baseUrl}/api/business/C_productmes/getList`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
      const page = (await products.json()) as { code: number; data: { list: unknown[] } }
      expect(page.code).toBe(200)
      expect(page.data.list.length).toBeGreaterThan(0)
    } finally {
      await server.stop()
    }
  })
})
