// Invoice records as the API answers them (openapi.yaml Invoice).
import { money } from '../../http/paging'
import type { InvoiceRow } from './invoice-data'

function files(content: string | null): Array<{ fileId: string; name: string }> {
  if (!content) return []
  try {
    const parsed = JSON.parse(content) as unknown
    return Array.isArray(parsed) ? (parsed as Array<{ fileId: string; name: string }>) : []
  } catch {
    return []
  }
}

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
    content: files(invoice.content),
    oriId: invoice.oriId,
    creatortime: invoice.creatortime.toISOString(),
    creatoruserid: invoice.creatoruserid ?? invoice.userid,
  }
}
