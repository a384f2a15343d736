// `npm run bench:profile`'s sharing of a CPU profile (scripts/bench-profile/cpu-profile-shares.ts).
import { describe, expect, it } from 'vitest'
import { inclusiveTimeByName, selfTimeByOwner, type CallFrame, type CpuProfile } from '../../scripts/bench-profile/cpu-profile-shares'

const frame = (functionName: string, url: string): CallFrame => ({ functionName, url, lineNumber: 0, columnNumber: 0 })
// root → render (app.js) → hash (lib.js); render → render (recursion) → hash
const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('(root)', ''), children: [2] },
    { id: 2, callFrame: frame('render', 'app.js'), children: [3, 4] },
    { id: 3, callFrame: frame('hash', 'lib.js') },
    { id: 4, callFrame: frame('render', 'app.js'), children: [5] },
    { id: 5, callFrame: frame('hash', 'lib.js') },
  ],
  // The first delta is the start; each sample stands for the delta after it.
  samples: [2, 3, 5, 3],
  timeDeltas: [0, 100, 200, 300, 400],
}
const owner = (f: CallFrame) => f.url || '(native)'

describe('bench:profile shares', () => {
  it('gives each sample to the owner of the running frame', () => {
    expect(selfTimeByOwner(profile, owner)).toEqual(
      new Map([
        ['app.js', 100],
        ['lib.js', 200 + 300 + 400],
      ]),
    )
  })
  it('counts a function once per sample however often it is on the stack', () => {
    const totals = inclusiveTimeByName(profile, (f) => (f.url ? f.functionName : null))
    expect(totals.get('render')).toBe(1000)
    expect(totals.get('hash')).toBe(900)
    expect(totals.has('(root)')).toBe(false)
  })
})
