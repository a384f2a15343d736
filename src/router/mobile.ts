// Mobile user agents get a different route set: the desktop shopping pages send them to '/'.
export const MOBILE_USER_AGENT = /Android|iPhone|iPad|iPod|Mobile/i

export const DESKTOP_ONLY_PATHS: readonly string[] = ['/Home', '/Buy', '/BuyMenu', '/cart', '/AllProducts', '/FreeSoft', '/PersonalCenter']

export const MOBILE_ONLY_PATHS: readonly string[] = ['/apply', '/applylistm', '/create', '/applyTrial', '/ApplyList', '/ApplyHome']

export function isMobileUserAgent(userAgent: string | null | undefined): boolean {
  return MOBILE_USER_AGENT.test(userAgent ?? '')
}

export function isMobileClient(): boolean {
  return typeof navigator !== 'undefined' && isMobileUserAgent(navigator.userAgent)
}

/** Where a path must go instead on this kind of client, or null when it may stay. */
export function mobileRedirectFor(pathname: string, mobile: boolean): '/' | null {
  return mobile && DESKTOP_ONLY_PATHS.includes(pathname) ? '/' : null
}
