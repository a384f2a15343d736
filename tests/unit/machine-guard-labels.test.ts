// Guard labels of the machine tools must not depend on function names: a minified production build renames XState's
// and/or/not, and the viewer then reported covered transitions as uncovered (issue 12).
import { and, not, or } from 'xstate'
import { describe, expect, it } from 'vitest'
import { guardLabel, guardNames } from '../../tools/machine-model/introspect'

/** What the minifier does to a function's name. */
function minified<T extends object>(guard: T): T {
  Object.defineProperty(guard, 'name', { value: 'e' })
  return guard
}

describe('guard labels', () => {
  it('name and/or/not by what they are, not by their (minified) function names', () => {
    expect(guardLabel(minified(and(['agreed', 'hasOrder'])))).toBe('and(agreed, hasOrder)')
    expect(guardLabel(minified(or(['a', minified(not('b'))])))).toBe('or(a, not(b))')
    expect(guardNames(minified(and(['canSubscribe', minified(not('loggedIn'))])))).toEqual(['canSubscribe', 'loggedIn'])
  })

  it('keep named and parameterised guards as they are', () => {
    expect(guardLabel('hasCode')).toBe('hasCode')
    expect(guardLabel({ type: 'codeChanged', params: {} })).toBe('codeChanged')
    expect(guardLabel(undefined)).toBeUndefined()
  })
})
