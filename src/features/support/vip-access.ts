// Who is looking at the VIP sections: nobody signed in, an ordinary customer, or a VIP (domain/vip-access.ts).
import { hasVipAccess } from '../../../domain/vip-access'
import { useSession } from '../../session/use-session'

export type VipAccess = { state: 'anonymous' } | { state: 'plain' } | { state: 'vip'; viewer: string }

export function useVipAccess(): VipAccess {
  const { isLoggedIn, kind, user } = useSession()
  if (!isLoggedIn || kind !== 'customer' || !user) return { state: 'anonymous' }
  const level = typeof user.userLeval === 'number' ? user.userLeval : null
  const permission = typeof user.vippermission === 'number' ? user.vippermission : null
  if (!hasVipAccess({ userleval: level, vippermission: permission })) return { state: 'plain' }
  return { state: 'vip', viewer: String(user.id ?? '') }
}
