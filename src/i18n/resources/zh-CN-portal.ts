// The texts of the login-only pages (the personal centre and the order wizard): not in the entry chunk, loaded with
// those pages (loadPortalTexts in src/i18n/i18n.ts). The shape the other two languages' portal texts must match.
import type { DeepStrings } from './zh-CN'
import { zhCNPaystep } from './zh-CN-paystep'
import { zhCNContracts, zhCNOrders } from './zh-CN-orders'
import { zhCNInvoices } from './zh-CN-invoices'
import { zhCNCenter } from './zh-CN-center'
import { zhCNProfile } from './zh-CN-profile'
import { zhCNInvoiceReissue } from './zh-CN-invoice-reissue'
import { zhCNLicences } from './zh-CN-licences'
import { zhCNLicenceInspector } from './zh-CN-licence-inspector'
import { zhCNRetailer } from './zh-CN-retailer'
import { zhCNLicenceTab } from './zh-CN-licence-tab'
import { zhCNLicenceApplication } from './zh-CN-licence-application'
import { zhCNSessions } from './zh-CN-sessions'

export const zhCNPortal = {
  paystep: zhCNPaystep,
  center: zhCNCenter,
  profile: zhCNProfile,
  orders: zhCNOrders,
  contracts: zhCNContracts,
  invoices: zhCNInvoices,
  invoiceReissue: zhCNInvoiceReissue,
  licences: { ...zhCNLicences, inspector: zhCNLicenceInspector },
  retailer: zhCNRetailer,
  licenceTab: zhCNLicenceTab,
  licenceApplication: zhCNLicenceApplication,
  sessions: zhCNSessions,
} as const

export type PortalMessages = DeepStrings<typeof zhCNPortal>
