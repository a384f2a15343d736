import { useSelector } from '@xstate/react'
import { type ProfileKind, type SessionProfile } from '../../machines/session'
import { cartBadgeText } from '../../domain/pricing'
import { useSessionActor } from './session-context'

/** The name the header shows: customer username or reseller name, else the phone number. */
export function profileDisplayName(profile: SessionProfile | null | undefined, kind: ProfileKind): string | undefined {
  if (!profile) return undefined
  const text = (key: string) => (typeof profile[key] === 'string' && profile[key] ? (profile[key] as string) : undefined)
  return kind === 'retailer' ? (text('retailername') ?? text('phonenumber')) : (text('username') ?? text('phonenum'))
}

/** A profile's id (the customer's or the reseller's), as every call that names its owner takes it. */
export const profileIdOf = (profile: { id?: unknown } | null | undefined): string | undefined =>
  typeof profile?.id === 'string' ? profile.id : undefined

export function useSession() {
  const actor = useSessionActor()
  const snapshot = useSelector(actor, (state) => state)
  const { token, kind, userInfo, retailerInfo, cartCount } = snapshot.context
  const user = kind === 'retailer' ? retailerInfo : userInfo
  return {
    state: snapshot.value,
    token,
    kind,
    /** The isLogin flag: set once the profile is in. */
    isLoggedIn: snapshot.matches('loggedIn'),
    /** A token is held (logged in, or its profile still loading, or logging out). */
    hasSession: !snapshot.matches('loggedOut'),
    rejected: snapshot.matches({ loggedOut: 'rejected' }),
    /** The profile fetch failed (not a refusal): the token is kept and the fetch retried shortly. */
    reconnecting: snapshot.matches('reconnecting'),
    /** The retries are spent: the header offers Retry (profile.retry) and Logout. */
    profileUnavailable: snapshot.matches('profileUnavailable'),
    /** Logout is offered once logged in, and when the profile cannot be loaded. */
    canLogOut: snapshot.matches('loggedIn') || snapshot.matches('profileUnavailable'),
    user,
    displayName: profileDisplayName(user, kind),
    cartCount,
    cartBadge: cartBadgeText(cartCount),
    send: actor.send,
  }
}
