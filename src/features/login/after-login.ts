import { useRouter } from '@tanstack/react-router'
import type { ProfileKind } from '../../../machines/session'
import { takeReturnRoute } from '../../router/return-route'
import { isLoginPath } from '../../router/route-rules'
import { useSessionActor } from '../../session/session-context'

/** Where a customer goes after login: the stored previous route (router-relative href), else /Home. */
export function afterLoginTarget(preRoute: unknown): { pathname: string; search: Record<string, string> } {
  if (typeof preRoute === 'string' && preRoute.startsWith('/')) {
    const url = new URL(preRoute, 'http://localhost')
    if (!isLoginPath(url.pathname)) return { pathname: url.pathname, search: Object.fromEntries(url.searchParams) }
  }
  return { pathname: '/Home', search: {} }
}

/** Hands the token to the session and leaves the login page: resellers to /Retailer, customers back where they were. */
export function useFinishLogin(): (token: string, kind: ProfileKind) => void {
  const session = useSessionActor()
  const router = useRouter()
  return (token, kind) => {
    session.send({ type: 'session.login', token, kind })
    if (kind === 'retailer') {
      void router.navigate({ to: '/Retailer' })
      return
    }
    const target = afterLoginTarget(takeReturnRoute())
    // The stored route is any page of the app; the router checks it like any typed-in address.
    void router.navigate({ to: target.pathname, search: target.search } as never)
  }
}
