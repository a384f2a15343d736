import { describe, expect, it } from 'vitest'
import { attributeChunk, sourceOwner, sourcePath } from '../../scripts/bench-bundle-packages'

describe('bench:bundle:packages', () => {
  it('names the package, the app folder or the bundler for a source', () => {
    expect(sourceOwner('../../node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom')
    expect(sourceOwner('../../node_modules/@tanstack/router-core/dist/esm/router.js')).toBe('@tanstack/router-core')
    expect(sourceOwner('../../src/shell/site-header.tsx')).toBe('src/shell')
    expect(sourceOwner('../../../work/main/src/routeTree.gen.ts')).toBe('src')
    expect(sourceOwner('../../machines/session.ts')).toBe('machines')
    expect(sourceOwner(null)).toBe('(bundler runtime and preload lists)')
  })

  it('gives a source its path from the package or the app folder on (bench:profile names functions by it)', () => {
    expect(sourcePath('../../node_modules/@emotion/hash/dist/emotion-hash.esm.js')).toBe('@emotion/hash/dist/emotion-hash.esm.js')
    expect(sourcePath('../../../work/main/src/shell/use-scroll-direction.ts')).toBe('src/shell/use-scroll-direction.ts')
    expect(sourcePath('virtual:thing')).toBe('virtual:thing')
  })

  it('shares a chunk’s gzip bytes by the characters each source owns', () => {
    // Line 1 ("aaaaXX") maps to node_modules/a, line 2 ("bb") to src/x/y.ts.
    const map = JSON.stringify({
      version: 3,
      sources: ['node_modules/a/index.js', 'src/x/y.ts'],
      names: [],
      mappings: 'AAAA,IAAA,CAAA;ACAA,EAAA',
    })
    const shares = attributeChunk('aaaaXX\nbb', map, 900)
    const total = [...shares.values()].reduce((a, b) => a + b, 0)
    expect(total).toBeCloseTo(900)
    expect(shares.get('a')).toBeCloseTo((6 / 8) * 900)
    expect(shares.get('src/x')).toBeCloseTo((2 / 8) * 900)
  })
})
