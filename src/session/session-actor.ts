// The one session actor of the app: the session machine with storage, caches and navigation provided.
import type { QueryClient } from '@tanstack/react-query'
import { createActor, fromPromise, type ActorRefFrom, type PromiseActorLogic } from 'xstate'
import { resumedProfileKind, sessionMachine, type ProfileKind, type SessionProfile } from '../../machines/session'
import { userKeys } from '../api/queries/user-queries'
import { cartCount, fetchProfile, logoutCall } from '../api/queries/auth-calls'
import { RETAILERINFO_KEY, USERINFO_KEY, storage } from '../storage/storage'
import { clearSession, getToken, setToken, storedSessionKind } from './session-store'

export type SessionActorRef = ActorRefFrom<typeof sessionMachine>

export interface SessionNavigation {
  /** Code 600: remember the current route and open /login, or /loginRetailer for a reseller. */
  relogin(kind: ProfileKind): void
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
      persistToken: (_, { token, kind }) => setToken(token, kind),
      persistProfile: (_, { kind, profile }) => storage.set(kind === 'retailer' ? RETAILERINFO_KEY : USERINFO_KEY, profile),
      clearStoredSession: () => {
        clearSession()
        queryClient?.removeQueries({ queryKey: userKeys.all })
      },
      relogin: (_, { kind }) => navigation.relogin(kind),
      resetRouting: (_, { kind }) => navigation.resetRouting(kind),
    },
  })
}

/** Starts the session and resumes a stored token as the kind stored with it (else the page's, as the spec has it). */
export function startSessionActor(navigation: SessionNavigation, queryClient: QueryClient): SessionActorRef {
  const pathname = typeof window !== 'undefined' ? window.location.pathname : '/'
  const kind = resumedProfileKind(storedSessionKind(), pathname)
  const actor = createActor(sessionLogic(navigation, queryClient), { input: { kind } }).start()
  const token = getToken()
  if (token) actor.send({ type: 'session.resume', token, kind })
  return actor
}
