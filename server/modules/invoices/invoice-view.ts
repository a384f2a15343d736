// Invoice records as the API answers them (openapi.yaml Invoice).
import { money } from '../../http/paging'
import { parseFileList } from '../files/file-list'
import type { InvoiceRow } from './invoice-data'

export function toInvoice(invoice: InvoiceRow) {
  return {
    id: invoice.id,
    username: invoice.username ?? '',
    userid: invoice.userid,
    orderid: invoice.orderid,
    ordername: invoice.ordername ?? '',
    company: invoice.company,
    ratenumber: invoice.ratenumber,
    address: invoice.address,
    phone: invoice.phone,
    email: invoice.email,
    banknum: invoice.banknum,
    status: invoice.status as 0 | 1 | 2,
    approveStatus: invoice.approveStatus as 0 | 1 | 2,
    type: invoice.type as 0 | 1,
    amount: money(invoice.amount),
    amountgross: money(invoice.amountgross),
    taxrate: invoice.taxrate === null ? null : Number(invoice.taxrate),
    remark: invoice.remark,
    approveRemark: invoice.approveRemark,
    content: parseFileList(invoice.content),
    oriId: invoice.oriId,
    invoicenum: invoice.invoicenum,
    issuetime: invoice.issuetime?.toISOString() ?? null,
    voidtime: invoice.voidtime?.toISOString() ?? null,
    creatortime: invoice.creatortime.toISOString(),
    creatoruserid: invoice.creatoruserid ?? invoice.userid,
  }
}
