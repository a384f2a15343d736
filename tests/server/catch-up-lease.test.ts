// The change feed's catch-up on PostgreSQL (server/db/catch-up-lease.ts): a caller waits for a round trip only when
// none sent in the last leaseMs was answered; past half the lease one is sent in the background; a failed or reset
// round trip earns nothing.
import { describe, expect, it } from 'vitest'

import { catchUpLease } from '../../server/db/catch-up-lease'

const LEASE_MS = 50

function rig() {
  let clock = 1000
  const answers: Array<(answered: boolean) => void> = []
  const send = () => new Promise<boolean>((resolve) => answers.push(resolve))
  const lease = catchUpLease(send, LEASE_MS, () => clock)
  return {
    lease,
    answers,
    advance: (ms: number) => {
      clock += ms
    },
  }
}

const isSettled = async (promise: Promise<void>) => {
  let done = false
  void promise.then(() => (done = true))
  for (let i = 0; i < 5; i += 1) await Promise.resolve()
  return done
}

/** One round trip sent and answered at the current time: the lease runs from now. */
async function earn(r: ReturnType<typeof rig>, answered = true) {
  const wait = r.lease.caughtUp()
  r.answers.at(-1)!(answered)
  await wait
}

describe('catchUpLease', () => {
  it('makes the first caller wait for a round trip sent after it arrived', async () => {
    const r = rig()
    const wait = r.lease.caughtUp()
    expect(r.answers).toHaveLength(1)
    expect(await isSettled(wait)).toBe(false)
    r.answers[0]!(true)
    expect(await isSettled(wait)).toBe(true)
  })

  it('answers at once, with no round trip, for the first half of the lease', async () => {
    const r = rig()
    await earn(r)
    r.advance(LEASE_MS / 2 - 1)
    expect(await isSettled(r.lease.caughtUp())).toBe(true)
    expect(r.answers).toHaveLength(1)
  })

  it('past half the lease answers at once and sends one round trip in the background, which renews the lease', async () => {
    const r = rig()
    await earn(r)
    r.advance(LEASE_MS / 2)
    expect(await isSettled(r.lease.caughtUp())).toBe(true)
    expect(await isSettled(r.lease.caughtUp())).toBe(true)
    expect(r.answers).toHaveLength(2)
    r.answers[1]!(true)
    await Promise.resolve()
    r.advance(LEASE_MS - 1)
    // Renewed from when the background round trip was sent, not from the first one.
    expect(await isSettled(r.lease.caughtUp())).toBe(true)
  })

  it('counts the lease from when the round trip was sent, not from when it was answered', async () => {
    const r = rig()
    const wait = r.lease.caughtUp()
    r.advance(LEASE_MS - 10)
    r.answers[0]!(true)
    await wait
    r.advance(10)
    const next = r.lease.caughtUp()
    expect(r.answers).toHaveLength(2)
    expect(await isSettled(next)).toBe(false)
  })

  it('makes a caller wait once the lease has run out', async () => {
    const r = rig()
    await earn(r)
    r.advance(LEASE_MS)
    const wait = r.lease.caughtUp()
    expect(r.answers).toHaveLength(2)
    expect(await isSettled(wait)).toBe(false)
    r.answers[1]!(true)
    expect(await isSettled(wait)).toBe(true)
  })

  it('earns no lease from a failed round trip', async () => {
    const r = rig()
    await earn(r, false)
    const wait = r.lease.caughtUp()
    expect(r.answers).toHaveLength(2)
    expect(await isSettled(wait)).toBe(false)
  })

  it('forgets the lease on reset, and a round trip sent before the reset earns none when answered after it', async () => {
    const r = rig()
    await earn(r)
    r.lease.reset()
    const wait = r.lease.caughtUp()
    expect(r.answers).toHaveLength(2)
    r.lease.reset()
    r.answers[1]!(true)
    await wait
    expect(await isSettled(r.lease.caughtUp())).toBe(false)
    expect(r.answers).toHaveLength(3)
  })
})
