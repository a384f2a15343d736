import type { EventObject } from 'xstate'
import type { ProfileKind, SessionProfile } from '../../machines/session'
import { ApiError } from '../../src/api/api-error'

/**
 * The login session as the specification describes it (storefront.md §2 header, §3 session state, §4 'Login',
 * §8 error catalogue, §9 cart badge; portal.md §7 request conventions: code 600 / HTTP 401 on an expired or revoked
 * token; decisions.md 'Session'), written independently of machines/session.ts.
 *   - A login (token and kind) keeps the token in storage, fetches the customer profile (the reseller profile for a
 *     reseller) and sends the user on: a customer to the stored previous route, else /Home; a reseller to /Retailer.
 *     The kind is stored with the token. A stored token (at start, or written by another tab) fetches the profile
 *     of the kind stored with it (decisions.md 'Session'), else of the current kind.
 *   - A reseller's session on a customer's login-only page is sent to /Retailer (decisions.md 'Session').
 *   - A profile without an id, or a refusal (code 600, or another 4xx answer but 408/429): signed out, storage
 *     cleared, 'validation failed, please log in again' (验证失败，请重新登录) next to the Login button until dismissed.
 *   - Decision 'Session: a failed profile load is not a logout': any other failure (no answer, an abort, a 5xx, 408,
 *     429) keeps the token and the user menu (name pending); the header says 正在重新连接… and the profile is fetched
 *     again 2 s, then 4 s, then 8 s after each failure; a fourth failure in a row shows 账户信息加载失败 with 重试
 *     (fetches again, counting anew) and an enabled Logout.
 *   - A profile is stored (USERINFO / RETAILERINFO) and the header shows the user's name; a customer's cart count is
 *     loaded (badge: the count, 99+ above 99, nothing at 0; a cart that cannot be read shows no badge). A customer's
 *     menu has the personal-centre entries (authentication, orders, licences, invoices: value 3, 0, 1, 2) and the cart
 *     link; a reseller's has neither. Pages that change the cart reload the badge.
 *   - The header shows the user menu while a token is held; Logout is enabled once logged in. Logout calls the
 *     endpoint, then (answer or not) clears token, profile and count and the stored token, and resets routing: /Home,
 *     or /loginRetailer for a reseller.
 *   - Code 600 on any call but a login: signed out, storage cleared, /login opened (the page is remembered there),
 *     /loginRetailer for a reseller (portal.md §4).
 *     Decision 'Session': not while logging out (the call carried the token being logged out); the logout goes on.
 *   - Open decision: a new login while logged in shows no previous user's name or cart count while it loads.
 *   - Open decision: a customer who saves their profile sees the new name in the header at once (no reload).
 */

export const SESSION_TEXTS = {
  login: '登录',
  rejected: '验证失败，请重新登录',
  guest: '用户',
  reconnecting: '正在重新连接…',
  unavailable: '账户信息加载失败',
  retry: '重试',
} as const

/** The waits before the retries of a failed profile fetch, in order (decision 'Session: a failed profile load...'). */
export const PROFILE_RETRY_WAITS_MS = [2_000, 4_000, 8_000]

/** The server's answer refusing the token a profile: code 600, or a 4xx other than 408 and 429. */
export function refusesProfile(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false
  if (error.code === 600) return true
  const status = error.status ?? error.code
  return status >= 400 && status < 500 && status !== 408 && status !== 429
}
export const CUSTOMER_MENU = ['/PersonalCenter?value=3', '/PersonalCenter?value=0', '/PersonalCenter?value=1', '/PersonalCenter?value=2']

export type SessionView = 'loggedOut' | 'loadingProfile' | 'reconnecting' | 'profileUnavailable' | 'loggedIn' | 'loggingOut'

export type SessionStep =
  | { type: 'login'; token: string; kind: ProfileKind }
  | { type: 'resume'; token: string; kind?: ProfileKind }
  | { type: 'logout' }
  | { type: 'invalid' }
  | { type: 'cartChanged' }
  | { type: 'profileSaved'; changes: SessionProfile }
  | { type: 'dismiss' }
  | { type: 'retry' }
  /** Time passes on the clock. */
  | { type: 'elapse'; ms: number }
  | { type: 'profile'; profile: SessionProfile | null | undefined }
  | { type: 'profileFail'; error: unknown }
  | { type: 'cart'; count: number }
  | { type: 'cartFail'; error: unknown }
  | { type: 'loggedOut' }
  | { type: 'logoutFail'; error: unknown }

export interface SessionCall {
  id: 'fetchProfile' | 'fetchCartCount' | 'logout'
  input: unknown
}

/** The badge text: the count, 99+ above 99, nothing at 0. */
export function badgeFor(count: number): string {
  if (count <= 0) return ''
  return count > 99 ? '99+' : String(count)
}

export class SessionSpec {
  view: SessionView = 'loggedOut'
  notice = false
  kind: ProfileKind
  token: string | null = null
  profile: SessionProfile | null = null
  cartCount = 0
  cartLoading = false
  /** Profile fetches failed in a row (not refused), and the clock: when the next retry is due. */
  failures = 0
  now = 0
  retryAt = 0
  /** What storage holds: the token, whose it is, and the stored profiles. */
  stored: { token: string | null; kind: ProfileKind | null; userInfo: SessionProfile | null; retailerInfo: SessionProfile | null } = {
    token: null,
    kind: null,
    userInfo: null,
    retailerInfo: null,
  }
  readonly calls: SessionCall[] = []
  /** Where the app was sent, in order. */
  readonly navigations: string[] = []

  constructor(kind: ProfileKind = 'customer') {
    this.kind = kind
  }

  /** The name the header shows: the customer's username or the reseller's name, else the guest label. */
  displayName(): string {
    const field = this.kind === 'retailer' ? 'retailername' : 'username'
    const name = this.profile?.[field]
    return typeof name === 'string' && name !== '' ? name : SESSION_TEXTS.guest
  }

  logoutEnabled(): boolean {
    return this.view === 'loggedIn' || this.view === 'profileUnavailable'
  }

  running(): SessionCall['id'] | null {
    if (this.view === 'loadingProfile') return 'fetchProfile'
    if (this.view === 'loggingOut') return 'logout'
    if (this.view === 'loggedIn' && this.cartLoading) return 'fetchCartCount'
    return null
  }

  private signOut(): void {
    this.view = 'loggedOut'
    this.token = null
    this.profile = null
    this.cartCount = 0
    this.cartLoading = false
    this.failures = 0
    this.stored = { token: null, kind: null, userInfo: null, retailerInfo: null }
  }

  private loadProfile(): void {
    this.view = 'loadingProfile'
    this.notice = false
    this.profile = null
    this.cartCount = 0
    this.cartLoading = false
    this.calls.push({ id: 'fetchProfile', input: { kind: this.kind } })
  }

  private loadCart(): void {
    this.cartLoading = true
    this.calls.push({ id: 'fetchCartCount', input: undefined })
  }

  apply(step: SessionStep): void {
    const expect = (...views: SessionView[]): void => {
      if (!views.includes(this.view)) throw new Error(`spec: ${step.type} while ${this.view}`)
    }
    switch (step.type) {
      case 'login':
        expect('loggedOut', 'loggedIn')
        this.token = step.token
        this.kind = step.kind
        this.stored.token = step.token
        this.stored.kind = step.kind
        this.failures = 0
        this.navigations.push(step.kind === 'retailer' ? '/Retailer' : '/Home')
        return this.loadProfile()
      case 'resume':
        if (this.view !== 'loggedOut') return
        this.token = step.token
        this.stored.token = step.token
        if (step.kind) this.kind = this.stored.kind = step.kind
        return this.loadProfile()
      case 'profile':
        expect('loadingProfile')
        if (!step.profile?.id) return this.reject()
        this.failures = 0
        this.profile = step.profile
        this.view = 'loggedIn'
        if (this.kind === 'retailer') this.stored.retailerInfo = step.profile
        else {
          this.stored.userInfo = step.profile
          this.loadCart()
        }
        return
      case 'profileFail':
        expect('loadingProfile')
        if (refusesProfile(step.error)) return this.reject()
        if (this.failures === PROFILE_RETRY_WAITS_MS.length) {
          this.view = 'profileUnavailable'
          return
        }
        this.view = 'reconnecting'
        this.retryAt = this.now + PROFILE_RETRY_WAITS_MS[this.failures]
        this.failures += 1
        return
      case 'elapse':
        this.now += step.ms
        if (this.view === 'reconnecting' && this.now >= this.retryAt) this.loadProfile()
        return
      case 'retry':
        expect('profileUnavailable')
        this.failures = 0
        return this.loadProfile()
      case 'cart':
        expect('loggedIn')
        this.cartLoading = false
        this.cartCount = step.count
        return
      case 'cartFail':
        expect('loggedIn')
        this.cartLoading = false
        this.cartCount = 0
        return
      case 'cartChanged':
        if (this.view === 'loggedIn' && !this.cartLoading && this.kind === 'customer') this.loadCart()
        return
      case 'profileSaved':
        // A customer's saved profile shows in the header and is stored at once (decisions.md 'Session').
        if (this.view !== 'loggedIn' || this.kind !== 'customer') return
        this.profile = { ...this.profile, ...step.changes }
        this.stored.userInfo = this.profile
        return
      case 'logout':
        if (!this.logoutEnabled()) return
        this.view = 'loggingOut'
        this.cartLoading = false
        this.calls.push({ id: 'logout', input: undefined })
        return
      case 'loggedOut':
      case 'logoutFail':
        expect('loggingOut')
        this.signOut()
        this.navigations.push(this.kind === 'retailer' ? '/loginRetailer' : '/Home')
        return
      case 'invalid':
        // Decision 'Session': a 600 while logging out is a call carrying the token Logout just revoked; the logout
        // goes on and ends on /Home.
        if (this.view === 'loggingOut') return
        this.signOut()
        this.notice = false
        this.navigations.push(this.kind === 'retailer' ? '/loginRetailer' : '/login')
        return
      case 'dismiss':
        this.notice = false
    }
  }

  private reject(): void {
    this.signOut()
    this.notice = true
  }
}

export const CUSTOMER_PROFILE = { id: 'u1', username: '张三', phonenum: '13800138000' }
/** What the profile form saved in the suite: a new name. */
export const PROFILE_SAVED = { username: '王五' }
export const RETAILER_PROFILE = { id: 'r1', retailername: '李四经销', phonenumber: '13900139000' }

const loginEvent = (kind: ProfileKind): EventObject => ({ type: 'session.login', token: `tok-${kind}`, kind }) as EventObject

/** The sample events, answers and failures the suite generates its paths with. */
export const SESSION_SAMPLES = {
  events: {
    'session.login': [loginEvent('customer'), loginEvent('retailer')],
    'session.resume': [
      { type: 'session.resume', token: 'tok-stored' } as EventObject,
      { type: 'session.resume', token: 'tok-stored', kind: 'retailer' } as EventObject,
    ],
    'profile.changed': [{ type: 'profile.changed', changes: PROFILE_SAVED } as EventObject],
  },
  outputs: {
    fetchProfile: [{ ...CUSTOMER_PROFILE, ...RETAILER_PROFILE, id: 'u1' }, null],
    fetchCartCount: [3, 120],
    logout: [undefined],
  },
  errors: {
    fetchProfile: [new ApiError(600, '登录已失效，请重新登录', 401), new TypeError('Failed to fetch')],
    fetchCartCount: [new Error('offline')],
    logout: [new Error('offline')],
  },
}
