// Vitest global setup of the browser tests: one build, if dist/ is stale, before any file starts its server.
import { buildIfNeeded } from '../../../tools/browser/real-server'

export default function setup(): void {
  buildIfNeeded()
}
