// Who is looking at the VIP sections: nobody signed in, an ordinary customer, or a VIP (domain/vip-access.ts).
import { useSelector } from '@xstate/react'
import { hasVipAccess } from '../../../domain/vip-access'
import type { SessionActorRef } from '../../session/session-actor'
import { useSessionActor } from '../../session/session-context'
import type { SessionSnapshot } from '../../session/settled-session'

export type VipAccess = { state: 'anonymous' } | { state: 'plain' } | { state: 'vip'; viewer: string }

export function vipAccessOf(snapshot: SessionSnapshot): VipAccess {
  const { kind, userInfo: user } = snapshot.context
  if (!snapshot.matches('loggedIn') || kind !== 'customer' || !user) return { state: 'anonymous' }
  const level = typeof user.userLeval === 'number' ? user.userLeval : null
  const permission = typeof user.vippermission === 'number' ? user.vippermission : null
  if (!hasVipAccess({ userleval: level, vippermission: permission })) return { state: 'plain' }
  return { state: 'vip', viewer: String(user.id ?? '') }
}

/** The access as it is now, for a route's loader (which does not wait for a session still loading its profile). */
export const currentVipAccess = (session: SessionActorRef): VipAccess => vipAccessOf(session.getSnapshot())

const sameAccess = (a: VipAccess, b: VipAccess): boolean =>
  a.state === b.state && (a.state !== 'vip' || b.state !== 'vip' || a.viewer === b.viewer)

export function useVipAccess(): VipAccess {
  return useSelector(useSessionActor(), vipAccessOf, sameAccess)
}
