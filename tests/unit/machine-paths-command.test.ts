import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { findMachine, machineRegistry } from '../../tools/machine-model/registry'
import { variantPaths } from '../../tools/machine-model/path-report'
import { runPathsCommand } from '../../scripts/paths-command'

describe('npm run paths', () => {
  it('the registry names every machine of machines/ once', () => {
    const files = readdirSync('machines')
      .filter((name) => name.endsWith('.ts') && !['registry.ts', 'introspect.ts'].includes(name))
      .map((name) => name.slice(0, -3))
      .sort()
    expect(machineRegistry.map((entry) => entry.id).sort()).toEqual(files)
    expect(new Set(machineRegistry.map((entry) => entry.machine.id)).size).toBe(machineRegistry.length)
  })

  for (const entry of machineRegistry) {
    it(`prints the paths of ${entry.id} as text, json and md`, () => {
      const text = runPathsCommand([entry.id])
      expect(text.code, text.stderr).toBe(0)
      expect(text.stdout).toContain(`${entry.id} (${entry.machine.id}), variant "${entry.variants[0].name}"`)
      expect(text.stdout).toMatch(/path 1: \d+ steps/)

      const json = runPathsCommand([entry.machine.id, '--format', 'json'])
      const groups = JSON.parse(json.stdout) as Array<{ machine: string; variant: string; paths: Array<{ steps: unknown[] }> }>
      expect(groups.map((group) => group.variant)).toEqual(entry.variants.map((variant) => variant.name))
      for (const group of groups) expect(group.paths.length).toBeGreaterThan(0)

      const md = runPathsCommand([entry.id, '--format=md', '--strategy', 'shortest'])
      expect(md.stdout).toContain(`## Variant "${entry.variants[0].name}"`)
    })
  }

  it('describes events, states passed, delays and actor results', () => {
    const out = runPathsCommand(['sms-code']).stdout
    expect(out).toContain('event code.send  ->  sending')
    expect(out).toMatch(/actor done sendCode \(output \{"msg":"发送成功"\}\) {2}-> {2}countingDown/)
    expect(out).toMatch(/delay after resendWindow \(\d+ ms\) {2}-> {2}resend/)
    const json = JSON.parse(runPathsCommand(['sms-code', '--format', 'json']).stdout)
    expect(JSON.stringify(json)).toContain('"message":"发送过于频繁，请稍后再试"')
  })

  it('explains unknown machines, strategies and variants', () => {
    const unknown = runPathsCommand(['nope'])
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toContain('Unknown machine "nope"')
    for (const entry of machineRegistry) expect(unknown.stderr).toContain(entry.id)
    expect(runPathsCommand(['sms-code', '--strategy', 'random']).stderr).toContain('Unknown strategy "random"')
    expect(runPathsCommand(['phone-login', '--variant', 'x']).stderr).toContain('"customer", "retailer"')
    expect(runPathsCommand([]).stderr).toContain('Which machine?')
  })

  it('refuses simple paths beyond the budget instead of running for hours', () => {
    const result = runPathsCommand(['checkout', '--strategy', 'simple', '--budget', '200'])
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('too many simple paths')
    expect(runPathsCommand(['cart-checkout', '--strategy', 'simple']).code).toBe(0)
  })

  it('generates every path of every machine in well under 2 s', () => {
    const all = (): number =>
      machineRegistry
        .flatMap((entry) => entry.variants.map((variant) => variantPaths(entry, variant).paths.length))
        .reduce((a, b) => a + b, 0)
    all() // warm up the JIT, as a second command run would be
    const started = performance.now()
    const count = all()
    const ms = performance.now() - started
    console.log(`all paths of all machines: ${count} paths in ${ms.toFixed(0)} ms`)
    expect(count).toBeGreaterThan(500)
    // The target is 2 s; a shared CI core gets headroom so the suite does not flake.
    expect(ms).toBeLessThan(6000)
    expect(findMachine('phoneLogin')?.id).toBe('phone-login')
  })
})
