// The chosen personal-centre tab's first data, for the route's loader (src/router/page-data.ts): the route hands in
// each tab's own (src/features/orders/orders-tab-data.ts, licences/licences-tab-data.ts, the invoice list), as it
// hands in each tab's panel to the shell; this picks the one the URL's value selects.
import { centerTabOf, INVOICE_TAB, LICENCE_TAB, ORDERS_TAB } from './center-tabs'

export interface CenterTabData {
  orders: () => Promise<unknown>[]
  licences: () => Promise<unknown>[]
  invoices: () => Promise<unknown>[]
}

export function personalCenterData(value: string | undefined, tabs: CenterTabData): Promise<unknown>[] {
  switch (centerTabOf(value)) {
    case ORDERS_TAB:
      return tabs.orders()
    case LICENCE_TAB:
      return tabs.licences()
    case INVOICE_TAB:
      return tabs.invoices()
    default:
      // The authentication tab reads the customer's record, which the route's loader has already.
      return []
  }
}
