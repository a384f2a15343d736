import { assign } from 'xstate'
import { describe, expect, it } from 'vitest'
import { findMachine, machineRegistry } from '../../tools/machine-model/registry'
import { subscriptionConfigMachine } from '../../machines/subscription-config'
import { formatWalkFailure, runRandomWalks } from '../../tools/machine-model/random-walk'

// Bounded (runs x steps) to keep `npm test` fast; RANDOM_WALK_RUNS raises the count, RANDOM_WALK_SEED (and
// RANDOM_WALK_PATH) replay a printed failure.
const runs = Number(process.env.RANDOM_WALK_RUNS ?? 150)
const seed = process.env.RANDOM_WALK_SEED === undefined ? undefined : Number(process.env.RANDOM_WALK_SEED)
const path = process.env.RANDOM_WALK_PATH

describe('random walks over every machine', () => {
  for (const entry of machineRegistry) {
    for (const variant of entry.variants) {
      it(`${entry.id} (${variant.name}): ${runs} walks of up to 60 events keep it in known states${entry.invariants.length ? ' and its invariants' : ''}`, () => {
        const failure = runRandomWalks(entry, variant, { numRuns: runs, seed, path })
        if (failure) expect.fail(formatWalkFailure(entry, variant, failure))
      })
    }
  }
})

describe('a deliberately broken machine', () => {
  const entry = findMachine('subscription-config')!
  const variant = entry.variants[0]
  // The duration may now go below 0: "duration 0" from the slider becomes -1.
  const broken = subscriptionConfigMachine.provide({
    actions: { setDuration: assign((_, params: { duration: number }) => ({ duration: Math.floor(params.duration) - 1 })) },
  })

  it('is found, shrunk to a short failing path and replayed from its seed', () => {
    const failure = runRandomWalks(entry, variant, { machine: broken, numRuns: 300, seed: 42 })
    expect(failure, 'the broken variant went unnoticed').toBeDefined()
    expect(failure!.error).toContain('invariant "the duration is a whole number >= 0" broken')
    // A product, then the duration 0: nothing shorter breaks it.
    expect(failure!.events.length).toBeLessThanOrEqual(3)
    expect(failure!.events.map((event) => event.type)).toContain('duration.change')
    const message = formatWalkFailure(entry, variant, failure!)
    console.log(`(expected) ${message}`)
    expect(message).toContain(`RANDOM_WALK_SEED=${failure!.seed}`)

    const replayed = runRandomWalks(entry, variant, { machine: broken, numRuns: 300, seed: failure!.seed, path: failure!.path })
    expect(replayed?.events).toEqual(failure!.events)
    // The production machine passes the same walks.
    expect(runRandomWalks(entry, variant, { numRuns: 300, seed: 42 })).toBeUndefined()
  })
})
