import { describe, expect, it } from 'vitest'
import { describeMachine } from '../../tools/machine-model/introspect'
import { machineRegistry } from '../../tools/machine-model/registry'
import { machineCoverage } from '../../src/features/machine-viewer/machine-coverage'

// The viewer's overlay reads src/features/machine-viewer/coverage.json (written by npm run test:model).
describe('coverage overlay', () => {
  it('has coverage data for every machine, merged over its suites', () => {
    for (const entry of machineRegistry) {
      const coverage = machineCoverage(entry)
      expect(coverage, `${entry.id}: no coverage data, run npm run test:model`).not.toBeNull()
      expect(coverage!.suites).toEqual([...new Set(entry.variants.map((variant) => variant.report))])
      // Uncovered transitions are transitions of the machine (a renamed one shows as uncovered, not as an error).
      const keys = new Set(describeMachine(entry.machine).transitions.map((t) => t.key))
      for (const key of coverage!.uncovered) expect(keys.has(key)).toBe(true)
    }
    expect(machineCoverage(machineRegistry.find((entry) => entry.id === 'phone-login')!)!.suites).toEqual([
      'phoneLogin',
      'phoneLogin-retailer',
    ])
  })
})
