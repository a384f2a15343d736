// The texts of the login-only pages in zh-TW (see zh-CN-portal.ts).
import type { PortalMessages } from './zh-CN-portal'
import { zhTWPaystep } from './zh-TW-paystep'
import { zhTWContracts, zhTWOrders } from './zh-TW-orders'
import { zhTWInvoices } from './zh-TW-invoices'
import { zhTWCenter } from './zh-TW-center'
import { zhTWProfile } from './zh-TW-profile'
import { zhTWInvoiceReissue } from './zh-TW-invoice-reissue'
import { zhTWLicences } from './zh-TW-licences'
import { zhTWLicenceInspector } from './zh-TW-licence-inspector'
import { zhTWRetailer } from './zh-TW-retailer'
import { zhTWLicenceTab } from './zh-TW-licence-tab'
import { zhTWLicenceApplication } from './zh-TW-licence-application'
import { zhTWSessions } from './zh-TW-sessions'

export const zhTWPortal: PortalMessages = {
  paystep: zhTWPaystep,
  center: zhTWCenter,
  profile: zhTWProfile,
  orders: zhTWOrders,
  contracts: zhTWContracts,
  invoices: zhTWInvoices,
  invoiceReissue: zhTWInvoiceReissue,
  licences: { ...zhTWLicences, inspector: zhTWLicenceInspector },
  retailer: zhTWRetailer,
  licenceTab: zhTWLicenceTab,
  licenceApplication: zhTWLicenceApplication,
  sessions: zhTWSessions,
}
