import { it } from 'vitest'
import type { MachinePath } from '../../tools/machine-model/paths'

/**
 * Paths computed while a test file is collected (generated or replayed from the machine). When computing them throws
 * (a changed machine that errors or crashes on a step), the file gets a failing test saying so instead of failing to
 * collect: StrykerJS's Vitest runner counts only the tests that ran, so a mutant that broke the collection of a suite
 * would survive on the tests of the other files.
 */
export function collectedPaths(what: string, compute: () => MachinePath[]): MachinePath[] {
  try {
    return compute()
  } catch (error) {
    it(`${what}: the paths can be computed from the machine`, () => {
      throw error
    })
    return []
  }
}
