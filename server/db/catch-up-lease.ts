// A catch-up that usually costs nothing. An answered round trip on the listening connection proves that every change
// committed before it was sent has reached the caches; for leaseMs after it was sent, a caller answers from the
// caches without another, and every writer waits leaseMs (plus a margin) after its commit before it answers
// (ChangeFeed.settled). So a read that begins after a write has answered still sees it: the write's commit came
// before the writer's answer, that answer more than leaseMs before the read, and the lease's round trip was sent
// less than leaseMs before the read. Past half the lease a round trip is sent in the background, so a steady stream
// of reads never waits; a read after a quiet spell waits for one, shared with the reads that arrive meanwhile.
import { sharedRoundTrip } from './shared-round-trip'

export interface CatchUpLease {
  /** Resolves at once while the lease holds, else with the answer to a round trip sent after the call. */
  caughtUp: () => Promise<void>
  /** Forgets the lease (the connection it was earned on is gone). */
  reset: () => void
}

/** `send` makes one round trip and answers whether it was answered (a failed one earns no lease). */
export function catchUpLease(send: () => Promise<boolean>, leaseMs: number, now: () => number = () => performance.now()): CatchUpLease {
  let leaseFrom = Number.NEGATIVE_INFINITY
  let generation = 0
  let refreshing = false
  const roundTrip = sharedRoundTrip(() => {
    const sentAt = now()
    const sentIn = generation
    return send().then((answered) => {
      if (answered && sentIn === generation && sentAt > leaseFrom) leaseFrom = sentAt
    })
  })
  const refreshed = () => {
    refreshing = false
  }
  return {
    caughtUp: () => {
      const age = now() - leaseFrom
      if (age >= leaseMs) return roundTrip()
      if (age >= leaseMs / 2 && !refreshing) {
        refreshing = true
        roundTrip().then(refreshed, refreshed)
      }
      return Promise.resolve()
    },
    reset: () => {
      generation += 1
      leaseFrom = Number.NEGATIVE_INFINITY
    },
  }
}
