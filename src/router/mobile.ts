// Phones (a mobile user agent) get the licence application route set besides the storefront; where a desktop path
// leads them instead is decided in docs/decisions.md, "Mobile licence application (issue 20)".
import { isMobileUserAgent } from '../../domain/mobile-user-agent'

export const MOBILE_ONLY_PATHS: readonly string[] = ['/apply', '/applylistm', '/create', '/applyTrial', '/ApplyList', '/ApplyHome']

/** The personal centre's licence tab (its `value` in the route's search). */
const LICENCE_TAB_VALUE = '1'

export function isMobileClient(): boolean {
  return typeof navigator !== 'undefined' && isMobileUserAgent(navigator.userAgent)
}

/**
 * Where a location must go instead on this kind of client, or null when it may stay. On a phone, '/' is the licence
 * application's start and the personal centre's licence tab is the phone's list of licence applications; every
 * other page (the storefront, the other personal-centre tabs) stays, as it works from 375 px up.
 */
export function mobileRedirectFor(
  location: { pathname: string; search: Record<string, unknown> },
  mobile: boolean,
): '/ApplyHome' | '/ApplyList' | null {
  if (!mobile) return null
  if (location.pathname === '/') return '/ApplyHome'
  if (location.pathname === '/PersonalCenter' && String(location.search.value) === LICENCE_TAB_VALUE) return '/ApplyList'
  return null
}
