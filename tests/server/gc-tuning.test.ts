// The server turns V8's allocation-site pretenuring off before anything else runs (server/gc-tuning.ts): with it on,
// a busy process could start allocating every request's objects in the old generation (docs/performance.md,
// "eleventh session"). V8 reports its pretenuring decisions under --trace-pretenuring-statistics; the same workload
// must report them without the module (so the check can see them) and report none with it.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '../..')
const workload = (tuned: boolean) => `
${tuned ? `await import(${JSON.stringify(join(root, 'server/gc-tuning.ts'))})` : ''}
const kept = []
for (let i = 0; i < 500_000; i += 1) kept.push({ id: i, parts: [i] })
console.log('kept', kept.length)
`

function pretenuringReports(tuned: boolean): number {
  const output = execFileSync(
    process.execPath,
    ['--trace-pretenuring-statistics', '--import', 'tsx', '--input-type=module', '-e', workload(tuned)],
    { cwd: root, encoding: 'utf8' },
  )
  expect(output).toContain('kept 500000')
  return output.split('\n').filter((line) => line.includes('pretenuring:')).length
}

describe('garbage collector tuning', () => {
  it('V8 makes no pretenuring decisions once server/gc-tuning.ts has run, and does without it', () => {
    expect(pretenuringReports(false)).toBeGreaterThan(0)
    expect(pretenuringReports(true)).toBe(0)
  }, 30_000)

  it('is the first import of the server entry and of the bare route bench:api measures against', () => {
    const firstImport = (path: string) => /^import .*$/m.exec(readFileSync(join(root, path), 'utf8'))?.[0]
    expect(firstImport('server/main.ts')).toBe("import './gc-tuning'")
    expect(firstImport('tools/bench-api/bare-server.ts')).toBe("import '../../server/gc-tuning'")
  })
})
