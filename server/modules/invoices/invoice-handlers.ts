// Invoice requests (thin: rules in invoice-service.ts).
import type { HandlerMap } from '../../http/operation-types'
import { requestInvoice } from './invoice-service'
import { toInvoice } from './invoice-view'

export const invoiceHandlers: HandlerMap = {
  async createInvoice({ db, identity, body, clock }) {
    return { data: toInvoice(await requestInvoice(db, identity, body, clock())), msg: '发票申请已提交' }
  },
}
