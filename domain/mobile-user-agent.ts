// Which user agents count as mobile: the router sends their '/' and licence tab to the licence application pages
// (src/router/mobile.ts), and the server does not hand them the desktop-width prerendered HTML.
export const MOBILE_USER_AGENT = /Android|iPhone|iPad|iPod|Mobile/i

export function isMobileUserAgent(userAgent: string | null | undefined): boolean {
  return MOBILE_USER_AGENT.test(userAgent ?? '')
}
