import { assign, fromPromise, setup } from 'xstate'
import { ApiError } from '../domain/api-error'
import { SESSION_INVALID_CODE } from '../domain/response-codes'

export type ProfileKind = 'customer' | 'retailer'

/** The profile fields the session reads; the rest is kept as the server sent it. */
export interface SessionProfile {
  id?: string | null
  [field: string]: unknown
}

export interface SessionContext {
  token: string | null
  kind: ProfileKind
  userInfo: SessionProfile | null
  retailerInfo: SessionProfile | null
  cartCount: number
  showLoginPane: boolean
  /** Profile fetches failed in a row without a refusal (network, abort, 5xx): how many retries were spent. */
  profileFailures: number
}

export type SessionEvent =
  | { type: 'session.login'; token: string; kind: ProfileKind }
  /** A stored token found at start, or written by another tab, with the profile kind stored beside it (if any). */
  | { type: 'session.resume'; token: string; kind?: ProfileKind }
  | { type: 'session.logout' }
  | { type: 'session.invalid' }
  | { type: 'cart.refresh' }
  /** The customer saved their profile (personal centre): the header shows the new name at once. */
  | { type: 'profile.changed'; changes: SessionProfile }
  | { type: 'notice.dismiss' }
  /** The header's Retry after the profile could not be loaded. */
  | { type: 'profile.retry' }

/** Retailer pages load the reseller profile; every other page the customer profile. */
export function profileKindFor(pathname: string): ProfileKind {
  return pathname.includes('Retailer') ? 'retailer' : 'customer'
}

/**
 * The kind of a stored session: the one its login stored with the token; the page's (spec) only for a token stored
 * without one. By the page alone, a reseller who reloaded any page but /Retailer asked for the customer profile,
 * was refused it (403) and lost the session.
 */
export function resumedProfileKind(stored: unknown, pathname: string): ProfileKind {
  return stored === 'retailer' || stored === 'customer' ? stored : profileKindFor(pathname)
}

/** Retries of a profile fetch that failed without a refusal, before the header offers Retry instead. */
export const PROFILE_RETRIES = 3
/** The first retry waits this long; each next one twice as long (2 s, 4 s, 8 s). */
export const PROFILE_RETRY_FIRST_MS = 2_000

/** HTTP statuses that say "try again later" rather than "no". */
const RETRY_LATER_STATUSES = [408, 429]

/**
 * A failure that says nothing about the token: no answer (network error, abort, time-out), a server error (5xx) or
 * "try again later" (408, 429). The server's refusals (code 600, or another 4xx such as the reseller profile's 403
 * for a customer's token) are answers, not failures to reach it.
 */
export function isTransientFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true
  if (error.code === SESSION_INVALID_CODE) return false
  const status = error.status ?? error.code
  return status >= 500 || RETRY_LATER_STATUSES.includes(status)
}

const signedOut = { token: null, userInfo: null, retailerInfo: null, cartCount: 0, profileFailures: 0 } as const

/**
 * Login session (storefront.md §3/§4, portal.md §4/§7/§8). A login keeps the token in context and storage, fetches
 * the customer profile (the reseller profile for resellers), rejects an answer without a profile id or a refusal
 * (code 600, another 4xx) ('validation failed, please log in again'), keeps the token through a failure that says
 * nothing about it (network, abort, 5xx: retried after 2, 4 and 8 s, then Retry is offered), loads the cart count
 * (customers) and hides the login pane. Logout calls the endpoint, then clears token, profile and login flag, the stored token, and resets routing. Code 600 on any call
 * but a login runs the re-login routine. Storage and navigation are actions the app provides.
 */
export const sessionMachine = setup({
  types: {} as {
    context: SessionContext
    events: SessionEvent
    input: { kind?: ProfileKind } | undefined
  },
  // Stryker disable next-line ObjectLiteral: equivalent, holds only the placeholders below
  actors: {
    // Placeholders the app replaces (src/session/session-actor.ts):
    // GET /api/business/C_customers/userinfo or /api/business/C_retailers/userinfo
    // Stryker disable next-line all: equivalent, a placeholder
    fetchProfile: fromPromise<SessionProfile | null, { kind: ProfileKind }>(async () => null),
    // POST /api/business/C_cart/getList, summed
    // Stryker disable next-line all: equivalent, a placeholder
    fetchCartCount: fromPromise<number>(async () => 0),
    // GET /api/oauth/Logout
    // Stryker disable next-line all: equivalent, a placeholder
    logout: fromPromise<void>(async () => {}),
  },
  guards: {
    refused: (_, params: { error: unknown }) => !isTransientFailure(params.error),
    retriesLeft: ({ context }) => context.profileFailures < PROFILE_RETRIES,
    noProfile: (_, params: { profile: SessionProfile | null | undefined }) => !params.profile || !params.profile.id,
    isRetailer: ({ context }) => context.kind === 'retailer',
    isCustomer: ({ context }) => context.kind === 'customer',
  },
  delays: {
    profileRetry: ({ context }) => PROFILE_RETRY_FIRST_MS * 2 ** (context.profileFailures - 1),
  },
  // Stryker disable next-line ObjectLiteral: equivalent, holds only placeholders, which the app provides
  actions: {
    // Provided by the app: storage, caches and navigation.
    persistToken: (_, _params: { token: string; kind: ProfileKind }) => {},
    persistProfile: (_, _params: { kind: ProfileKind; profile: SessionProfile }) => {},
    clearStoredSession: () => {},
    /** Code 600: remember the current route and open /login (/loginRetailer for a reseller). */
    relogin: (_, _params: { kind: ProfileKind }) => {},
    /** After logout: /Home, or /loginRetailer for a reseller. */
    resetRouting: (_, _params: { kind: ProfileKind }) => {},
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: equivalent, the id names the machine in docs and reports only
  id: 'session',
  context: ({ input }) => ({ ...signedOut, kind: input?.kind ?? 'customer', showLoginPane: false }),
  initial: 'loggedOut',
  on: {
    'session.invalid': {
      target: '.loggedOut',
      actions: [assign(signedOut), 'clearStoredSession', { type: 'relogin', params: ({ context }) => ({ kind: context.kind }) }],
    },
  },
  states: {
    loggedOut: {
      // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
      description: 'The header shows the Login button',
      initial: 'idle',
      on: {
        'session.login': {
          target: 'loadingProfile',
          actions: [
            assign({ token: ({ event }) => event.token, kind: ({ event }) => event.kind }),
            { type: 'persistToken', params: ({ event }) => ({ token: event.token, kind: event.kind }) },
          ],
        },
        'session.resume': {
          target: 'loadingProfile',
          actions: assign({ token: ({ event }) => event.token, kind: ({ context, event }) => event.kind ?? context.kind }),
        },
      },
      states: {
        idle: {},
        rejected: {
          // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
          description: "'validation failed, please log in again'",
          on: { 'notice.dismiss': 'idle' },
        },
      },
    },
    loadingProfile: {
      // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
      description: 'Token kept; the profile is being fetched',
      invoke: {
        id: 'fetchProfile',
        src: 'fetchProfile',
        input: ({ context }) => ({ kind: context.kind }),
        onDone: [
          {
            guard: { type: 'noProfile', params: ({ event }) => ({ profile: event.output }) },
            target: 'loggedOut.rejected',
            actions: [assign(signedOut), 'clearStoredSession'],
          },
          {
            guard: 'isRetailer',
            target: 'loggedIn.ready',
            actions: [
              assign({ retailerInfo: ({ event }) => event.output, showLoginPane: false, profileFailures: 0 }),
              { type: 'persistProfile', params: ({ event }) => ({ kind: 'retailer' as const, profile: event.output! }) },
            ],
          },
          {
            target: 'loggedIn.cartLoading',
            actions: [
              assign({ userInfo: ({ event }) => event.output, showLoginPane: false, profileFailures: 0 }),
              { type: 'persistProfile', params: ({ event }) => ({ kind: 'customer' as const, profile: event.output! }) },
            ],
          },
        ],
        onError: [
          // The server refused the token a profile (on code 600 the client's routine has usually signed out already).
          {
            guard: { type: 'refused', params: ({ event }) => ({ error: event.error }) },
            target: 'loggedOut.rejected',
            actions: [assign(signedOut), 'clearStoredSession'],
          },
          // Anything else says nothing about the token: keep it and try again.
          {
            guard: 'retriesLeft',
            target: 'reconnecting',
            actions: assign({ profileFailures: ({ context }) => context.profileFailures + 1 }),
          },
          { target: 'profileUnavailable' },
        ],
      },
    },
    reconnecting: {
      // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
      description: "Token kept; the header keeps the user menu and says it is reconnecting; after 'profileRetry' it tries again",
      after: { profileRetry: 'loadingProfile' },
    },
    profileUnavailable: {
      // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
      description: 'Token kept; the header says the account could not be loaded and offers Retry (and Logout)',
      on: {
        'profile.retry': { target: 'loadingProfile', actions: assign({ profileFailures: 0 }) },
        'session.logout': 'loggingOut',
      },
    },
    loggedIn: {
      // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
      description: 'The header shows the user menu',
      initial: 'cartLoading',
      on: {
        'session.logout': 'loggingOut',
        'profile.changed': {
          guard: 'isCustomer',
          actions: [
            assign({ userInfo: ({ context, event }) => ({ ...context.userInfo, ...event.changes }) }),
            { type: 'persistProfile', params: ({ context }) => ({ kind: 'customer' as const, profile: context.userInfo! }) },
          ],
        },
        'session.login': {
          target: 'loadingProfile',
          actions: [
            // A new login shows nothing of the previous user (name, cart count) while its profile loads.
            assign({
              token: ({ event }) => event.token,
              kind: ({ event }) => event.kind,
              userInfo: null,
              retailerInfo: null,
              cartCount: 0,
            }),
            { type: 'persistToken', params: ({ event }) => ({ token: event.token, kind: event.kind }) },
          ],
        },
      },
      states: {
        cartLoading: {
          invoke: {
            id: 'fetchCartCount',
            src: 'fetchCartCount',
            onDone: { target: 'ready', actions: assign({ cartCount: ({ event }) => event.output }) },
            // A cart that cannot be read shows no badge; the session stays.
            onError: { target: 'ready', actions: assign({ cartCount: 0 }) },
          },
        },
        ready: {
          on: { 'cart.refresh': { guard: 'isCustomer', target: 'cartLoading' } },
        },
      },
    },
    loggingOut: {
      // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
      description: 'Logout call under way',
      on: {
        // A call carrying the token being logged out, answered after Logout revoked it: the logout goes on, and its
        // end sends the visitor home, not to the login page.
        'session.invalid': {},
      },
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: {
          target: 'loggedOut',
          actions: ['clearStoredSession', { type: 'resetRouting', params: ({ context }) => ({ kind: context.kind }) }, assign(signedOut)],
        },
        // Offline or already revoked: the local session goes anyway.
        onError: {
          target: 'loggedOut',
          actions: ['clearStoredSession', { type: 'resetRouting', params: ({ context }) => ({ kind: context.kind }) }, assign(signedOut)],
        },
      },
    },
  },
})
