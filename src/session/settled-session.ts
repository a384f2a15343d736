// For loaders that need the session's profile: wait until it has loaded or the session has ended. A profile that
// could not be loaded (retries spent) is fetched again first, so a page's own Retry also retries the session.
import { waitFor } from 'xstate'
import type { SessionProfile } from '../../machines/session'
import type { SessionActorRef } from './session-actor'

export type SessionSnapshot = ReturnType<SessionActorRef['getSnapshot']>

/** Thrown when the profile still cannot be loaded: the route shows its error, whose retry calls the loader again. */
export class ProfileUnavailableError extends Error {
  constructor() {
    super('The profile could not be loaded')
    this.name = 'ProfileUnavailableError'
  }
}

/** The profile is in, the session has ended, or the profile's retries are spent. */
const settledState = (state: SessionSnapshot): boolean =>
  state.matches('loggedIn') || state.matches('loggedOut') || state.matches('profileUnavailable')

export async function settledSession(session: SessionActorRef): Promise<SessionSnapshot> {
  if (session.getSnapshot().matches('profileUnavailable')) session.send({ type: 'profile.retry' })
  const settled = await waitFor(session, settledState)
  if (settled.matches('profileUnavailable')) throw new ProfileUnavailableError()
  return settled
}

/**
 * For pages a customer may reach with the session still loading its profile (the phone pages the QR code opens):
 * the customer's profile once the session has it, or null (logged out, a reseller, a profile that could not be
 * loaded, or not settled within `waitAtMostMs`). Unlike settledSession it sends nothing: it may run on a link's hover.
 */
export async function settledCustomer(session: SessionActorRef, waitAtMostMs: number): Promise<SessionProfile | null> {
  const settled = await waitFor(session, settledState, { timeout: waitAtMostMs }).catch(() => null)
  if (!settled?.matches('loggedIn') || settled.context.kind !== 'customer') return null
  return settled.context.userInfo
}
