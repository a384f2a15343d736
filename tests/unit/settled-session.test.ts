import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { ProfileKind, SessionProfile } from '../../machines/session'
import { sessionLogic } from '../../src/session/session-actor'
import { ProfileUnavailableError, settledCustomer, settledSession } from '../../src/session/settled-session'

// The /Retailer loader waits for the session's profile: through the retries of a failed load (no redirect to the
// reseller login while reconnecting), and a page retry retries the session once the retries are spent.

function resellerSession(answers: Array<SessionProfile | Error>, kind: ProfileKind = 'retailer') {
  const calls: number[] = []
  const logic = sessionLogic({ relogin: vi.fn(), resetRouting: vi.fn() }, undefined, {
    fetchProfile: fromPromise<SessionProfile | null, { kind: ProfileKind }>(async () => {
      calls.push(calls.length + 1)
      const answer = answers.shift()
      if (!answer || answer instanceof Error) throw answer ?? new TypeError('Failed to fetch')
      return answer
    }),
  }).provide({ delays: { profileRetry: 0 } })
  const session = createActor(logic, { input: { kind } }).start()
  session.send({ type: 'session.resume', token: 'tok' })
  return { session, calls }
}

const RESELLER = { id: 'r1', retailername: '李四经销' }

describe('settledSession', () => {
  it('waits through failed tries until the profile is in', async () => {
    const { session, calls } = resellerSession([new TypeError('Failed to fetch'), new TypeError('Failed to fetch'), RESELLER])
    const settled = await settledSession(session)
    expect(settled.matches('loggedIn')).toBe(true)
    expect(settled.context.retailerInfo).toEqual(RESELLER)
    expect(calls).toHaveLength(3)
  })

  it('once the retries are spent it fails (the page shows its error); called again it retries the session first', async () => {
    const answers: Array<SessionProfile | Error> = []
    const { session, calls } = resellerSession(answers)
    await expect(settledSession(session)).rejects.toBeInstanceOf(ProfileUnavailableError)
    expect(calls).toHaveLength(4)
    expect(session.getSnapshot().context.token).toBe('tok')

    answers.push(RESELLER)
    const settled = await settledSession(session)
    expect(settled.matches('loggedIn')).toBe(true)
    expect(calls).toHaveLength(5)
  })

  it('a signed-out session settles at once', async () => {
    const session = createActor(sessionLogic({ relogin: vi.fn(), resetRouting: vi.fn() }), { input: { kind: 'retailer' } }).start()
    expect((await settledSession(session)).matches('loggedOut')).toBe(true)
  })
})

// The phone pages' loaders: the customer's profile once the session has it, within the page data's limit, and nothing
// sent to the session (they run on a link's hover too).
describe('settledCustomer', () => {
  const CUSTOMER = { id: 'c1', phonenum: '13800000009' }

  it('the profile of a customer whose session is still loading it', async () => {
    const { session } = resellerSession([new TypeError('Failed to fetch'), CUSTOMER], 'customer')
    expect(session.getSnapshot().matches('loggedIn')).toBe(false)
    expect(await settledCustomer(session, 1000)).toEqual(CUSTOMER)
  })

  it('none for a reseller, a signed-out session, or a profile that cannot be loaded, without retrying it', async () => {
    expect(await settledCustomer(resellerSession([RESELLER]).session, 1000)).toBeNull()
    const signedOut = createActor(sessionLogic({ relogin: vi.fn(), resetRouting: vi.fn() }), { input: { kind: 'customer' } }).start()
    expect(await settledCustomer(signedOut, 1000)).toBeNull()
    const { session, calls } = resellerSession([], 'customer')
    await settledSession(session).catch(() => undefined)
    expect(calls).toHaveLength(4)
    expect(await settledCustomer(session, 1000)).toBeNull()
    expect(calls).toHaveLength(4)
  })

  it('none when the session has not settled within the limit', async () => {
    const unsettled = createActor(
      sessionLogic({ relogin: vi.fn(), resetRouting: vi.fn() }, undefined, {
        fetchProfile: fromPromise<SessionProfile | null, { kind: ProfileKind }>(() => new Promise(() => undefined)),
      }),
      { input: { kind: 'customer' } },
    ).start()
    unsettled.send({ type: 'session.resume', token: 'tok' })
    const started = Date.now()
    expect(await settledCustomer(unsettled, 50)).toBeNull()
    expect(Date.now() - started).toBeLessThan(1000)
  })
})
