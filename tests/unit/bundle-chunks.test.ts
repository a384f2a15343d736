// The build plugins' shared writer (scripts/build/bundle-chunks.ts): where it writes.
import { describe, expect, it } from 'vitest'
import type { ResolvedConfig, Rolldown } from 'vite'
import { writeFromBundle } from '../../scripts/build/bundle-chunks'

const folderWritten = (root: string, outDir: string): string => {
  let written = ''
  const plugin = writeFromBundle('test', (_bundle, site) => {
    written = site.outDir
  })
  const configResolved = plugin.configResolved as (config: ResolvedConfig) => void
  configResolved({ root, base: '/pc/', build: { outDir } } as ResolvedConfig)
  const writeBundle = plugin.writeBundle as (options: unknown, bundle: Rolldown.OutputBundle) => void
  writeBundle({}, {})
  return written
}

describe('writeFromBundle', () => {
  it('writes into the build folder under the project', () => {
    expect(folderWritten('/repo', 'dist')).toBe('/repo/dist')
  })
  it('writes into an absolute build folder as given (vite build --outDir /tmp/x)', () => {
    expect(folderWritten('/repo', '/tmp/x')).toBe('/tmp/x')
  })
})
