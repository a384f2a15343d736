// Invoices (thin: rules in invoice-service.ts); identity only from the token.
import type { HandlerMap } from '../../http/operation-types'
import { page } from '../../http/paging'
import { invoicesPage, ownInvoice, requestInvoice, requestReissue, REISSUE_SUBMITTED_MSG } from './invoice-service'
import { toInvoice } from './invoice-view'

export const invoiceHandlers: HandlerMap = {
  async createInvoice({ db, identity, body, clock }) {
    return { data: toInvoice(await requestInvoice(db, identity, body, clock())), msg: '发票申请已提交' }
  },

  async listInvoices({ db, identity, body }) {
    const { rows, total, window } = await invoicesPage(db, identity, body ?? {})
    return { data: page(rows.map(toInvoice), total, window) }
  },

  async getInvoice({ db, identity, params }) {
    return { data: toInvoice(await ownInvoice(db, identity, params.id)) }
  },

  async reissueInvoice({ db, identity, body, clock }) {
    return { data: toInvoice(await requestReissue(db, identity, body, clock())), msg: REISSUE_SUBMITTED_MSG }
  },
}
