// Vitest global setup of the browser tests: one build of the SPA and of the server, if stale, before any file starts
// its server.
import { buildIfNeeded } from '../../../tools/browser/real-server'
import { ensureServerBundle } from '../../../tools/browser/server-bundle'

export default async function setup(): Promise<void> {
  buildIfNeeded()
  await ensureServerBundle()
}
