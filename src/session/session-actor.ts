// The one session actor of the app: the session machine with storage, caches and navigation provided.
import type { QueryClient } from '@tanstack/react-query'
import { createActor, fromPromise, type ActorRefFrom, type PromiseActorLogic } from 'xstate'
import { profileKindFor, sessionMachine, type ProfileKind, type SessionProfile } from '../../machines/session'
import { userKeys } from '../api/queries/user-queries'
import { cartCount, fetchProfile, logoutCall } from '../api/queries/auth-calls'
import { RETAILERINFO_KEY, USERINFO_KEY, storage } from '../storage/storage'
import { clearSession, getToken, setToken } from './session-store'

export type SessionActorRef = ActorRefFrom<typeof sessionMachine>

export interface SessionNavigation {
  /** Code 600: remember the current route and open /login. */
  relogin(): void
  /** After logout: /Home for a customer, /loginRetailer for a reseller. */
  resetRouting(kind: ProfileKind): void
}

export interface SessionLogicOverrides {
  fetchProfile?: PromiseActorLogic<SessionProfile | null, { kind: ProfileKind }>
  fetchCartCount?: PromiseActorLogic<number>
  logout?: PromiseActorLogic<void>
}

/** The session machine wired to storage and the API; tests replace the calls. */
export function sessionLogic(navigation: SessionNavigation, queryClient?: QueryClient, overrides: SessionLogicOverrides = {}) {
  return sessionMachine.provide({
    actors: {
      fetchProfile: overrides.fetchProfile ?? fromPromise(({ input }) => fetchProfile(input.kind)),
      fetchCartCount: overrides.fetchCartCount ?? fromPromise(() => cartCount()),
      logout: overrides.logout ?? fromPromise(() => logoutCall()),
    },
    actions: {
      persistToken: (_, { token }) => setToken(token),
      persistProfile: (_, { kind, profile }) => storage.set(kind === 'retailer' ? RETAILERINFO_KEY : USERINFO_KEY, profile),
      clearStoredSession: () => {
        clearSession()
        queryClient?.removeQueries({ queryKey: userKeys.all })
      },
      relogin: () => navigation.relogin(),
      resetRouting: (_, { kind }) => navigation.resetRouting(kind),
    },
  })
}

/** Starts the session and resumes a stored token; the profile kind follows the page the app opens on. */
export function startSessionActor(navigation: SessionNavigation, queryClient: QueryClient): SessionActorRef {
  const pathname = typeof window !== 'undefined' ? window.location.pathname : '/'
  const actor = createActor(sessionLogic(navigation, queryClient), { input: { kind: profileKindFor(pathname) } }).start()
  const token = getToken()
  if (token) actor.send({ type: 'session.resume', token })
  return actor
}
