// The texts of the login-only pages in en (see zh-CN-portal.ts).
import type { PortalMessages } from './zh-CN-portal'
import { enPaystep } from './en-paystep'
import { enContracts, enOrders } from './en-orders'
import { enInvoices } from './en-invoices'
import { enCenter } from './en-center'
import { enProfile } from './en-profile'
import { enInvoiceReissue } from './en-invoice-reissue'
import { enLicences } from './en-licences'
import { enLicenceInspector } from './en-licence-inspector'
import { enRetailer } from './en-retailer'
import { enLicenceTab } from './en-licence-tab'
import { enLicenceApplication } from './en-licence-application'
import { enSessions } from './en-sessions'

export const enPortal: PortalMessages = {
  paystep: enPaystep,
  center: enCenter,
  profile: enProfile,
  orders: enOrders,
  contracts: enContracts,
  invoices: enInvoices,
  invoiceReissue: enInvoiceReissue,
  licences: { ...enLicences, inspector: enLicenceInspector },
  retailer: enRetailer,
  licenceTab: enLicenceTab,
  licenceApplication: enLicenceApplication,
  sessions: enSessions,
}
