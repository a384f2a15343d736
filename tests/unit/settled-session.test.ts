import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { ProfileKind, SessionProfile } from '../../machines/session'
import { sessionLogic } from '../../src/session/session-actor'
import { ProfileUnavailableError, settledSession } from '../../src/session/settled-session'

// The /Retailer loader waits for the session's profile: through the retries of a failed load (no redirect to the
// reseller login while reconnecting), and a page retry retries the session once the retries are spent.

function resellerSession(answers: Array<SessionProfile | Error>) {
  const calls: number[] = []
  const logic = sessionLogic({ relogin: vi.fn(), resetRouting: vi.fn() }, undefined, {
    fetchProfile: fromPromise<SessionProfile | null, { kind: ProfileKind }>(async () => {
      calls.push(calls.length + 1)
      const answer = answers.shift()
      if (!answer || answer instanceof Error) throw answer ?? new TypeError('Failed to fetch')
      return answer
    }),
  }).provide({ delays: { profileRetry: 0 } })
  const session = createActor(logic, { input: { kind: 'retailer' } }).start()
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
