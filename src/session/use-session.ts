import { useQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { useSyncExternalStore } from 'react'
import { userInfoOptions, type Profile, type ProfileKind } from '../api/queries/user-queries'
import { getToken, subscribeSession } from './session-store'

export function useToken(): string | null {
  return useSyncExternalStore(subscribeSession, getToken, () => null)
}

/** Retailer pages load the retailer profile; every other page loads the customer profile. */
export function profileKindFor(pathname: string): ProfileKind {
  return pathname.includes('Retailer') ? 'retailer' : 'customer'
}

/** The name the header shows: customer username or retailer name, else the phone number. */
export function profileDisplayName(profile: Profile | undefined): string | undefined {
  if (!profile) return undefined
  if ('retailername' in profile) return profile.retailername || profile.phonenumber || undefined
  return profile.username || profile.phonenum || undefined
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
    displayName: token !== null ? profileDisplayName(profile.data) : undefined,
    isLoadingUser: profile.isLoading,
  }
}
