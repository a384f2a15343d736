// Invoices (thin: rules in invoice-service.ts); identity only from the token.
import type { HandlerMap } from '../../http/operation-types'
import { page } from '../../http/paging'
import { invoicesPage, ownInvoice, requestInvoice, requestReissue } from './invoice-service'
import { toInvoice } from './invoice-view'
import { SUCCESS_MESSAGES } from '../../../domain/success-messages'

export const invoiceHandlers: HandlerMap = {
  async createInvoice({ db, identity, body, clock }) {
    return { data: toInvoice(await requestInvoice(db, identity, body, clock())), msg: SUCCESS_MESSAGES.invoiceRequested }
  },

  async listInvoices({ db, identity, body }) {
    const { rows, total, window } = await invoicesPage(db, identity, body ?? {})
    return { data: page(rows.map(toInvoice), total, window) }
  },

  async getInvoice({ db, identity, params }) {
    return { data: toInvoice(await ownInvoice(db, identity, params.id)) }
  },

  async reissueInvoice({ db, identity, body, clock }) {
    return { data: toInvoice(await requestReissue(db, identity, body, clock())), msg: SUCCESS_MESSAGES.reissueRequested }
  },
}
