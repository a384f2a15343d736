// The personal centre's tabs and how the route's `value` selects one (portal.md section 2): 0 orders, 1 licences,
// 2 invoices, 3 authentication; the word 'license' opens the licence tab after a short delay; anything else (or
// nothing) opens the orders tab.

export const CENTER_TABS = [
  { value: '0', label: 'user.orders', testId: 'center-tab-orders' },
  { value: '1', label: 'user.licence', testId: 'center-tab-licences' },
  { value: '2', label: 'user.invoices', testId: 'center-tab-invoices' },
  { value: '3', label: 'user.userAuth', testId: 'center-tab-authentication' },
] as const

export type CenterTabValue = (typeof CENTER_TABS)[number]['value']

export const ORDERS_TAB: CenterTabValue = '0'
export const LICENCE_TAB: CenterTabValue = '1'
export const INVOICE_TAB: CenterTabValue = '2'
export const AUTHENTICATION_TAB: CenterTabValue = '3'

/** The word the old site's links use for the licence tab (…/PersonalCenter?value=license). */
export const LICENSE_WORD = 'license'

/** How long `value=license` shows 'opening…' before the URL is replaced with value=1 (the spec's "short delay"). */
export const LICENSE_TAB_DELAY_MS = 300

const isTabValue = (value: string | undefined): value is CenterTabValue => CENTER_TABS.some((tab) => tab.value === value)

/** The tab a `value` selects: the licence tab for the word 'license', the orders tab when missing or unknown. */
export function centerTabOf(value: string | undefined): CenterTabValue {
  if (value === LICENSE_WORD) return LICENCE_TAB
  return isTabValue(value) ? value : ORDERS_TAB
}

export const isLicenseWord = (value: string | undefined): boolean => value === LICENSE_WORD
