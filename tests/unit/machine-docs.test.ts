import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { DOCS_DIR, renderAllDocs, toMermaid } from '../../scripts/machine-docs-render'
import { machineRegistry } from '../../tools/machine-model/registry'

// docs/machines/ is generated: a machine (or its registry entry) changed without `npm run machines:docs` fails here.
describe('docs/machines', () => {
  const expected = renderAllDocs()

  it('has one page per machine, the index, and nothing else', () => {
    const onDisk = readdirSync(DOCS_DIR)
      .filter((name) => name.endsWith('.md'))
      .map((name) => `${DOCS_DIR}/${name}`)
      .sort()
    expect(onDisk).toEqual([...expected.keys()].sort())
  })

  for (const [path, content] of expected) {
    it(`${path} is up to date (else run npm run machines:docs)`, () => {
      expect(existsSync(path), `${path} is missing`).toBe(true)
      // One assertion on equality, not a diff of 2000 lines: say which line differs first.
      const actual = readFileSync(path, 'utf8')
      if (actual !== content) {
        const a = actual.split('\n')
        const e = content.split('\n')
        const line = e.findIndex((text, i) => a[i] !== text)
        expect.fail(`${path} is stale from line ${line + 1}: "${a[line] ?? ''}" should be "${e[line] ?? ''}". Run npm run machines:docs`)
      }
    })
  }

  it('draws the same diagram every time', () => {
    for (const entry of machineRegistry) expect(toMermaid(entry.machine)).toBe(toMermaid(entry.machine))
  })
})
