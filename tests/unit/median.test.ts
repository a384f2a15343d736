// The median both benchmarks judge by (tools/median.ts: bench:lcp per page, bench:api per database run).
import { describe, expect, it } from 'vitest'
import { median } from '../../tools/median'

describe('median', () => {
  it('takes the middle of an odd count and the mean of the two middles of an even one, in any order', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([10, 2, 38, 23, 38])).toBe(23)
  })

  it('has none for no values', () => {
    expect(median([])).toBeNull()
  })
})
