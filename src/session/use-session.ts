import { useQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { useSyncExternalStore } from 'react'
import { userInfoOptions, type ProfileKind } from '../api/queries/user-queries'
import { getToken, subscribeSession } from './session-store'

export function useToken(): string | null {
  return useSyncExternalStore(subscribeSession, getToken, () => null)
}

/** Retailer pages load the retailer profile; every other page loads the customer profile. */
export function profileKindFor(pathname: string): ProfileKind {
  return pathname.includes('Retailer') ? 'retailer' : 'customer'
}

export function useSession() {
  const token = useToken()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const kind = profileKindFor(pathname)
  const profile = useQuery({ ...userInfoOptions(kind), enabled: token !== null })
  return {
    token,
    isLoggedIn: token !== null,
    kind,
    user: token !== null ? profile.data : undefined,
    isLoadingUser: profile.isLoading,
  }
}
