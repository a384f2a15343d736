// What an issued invoice prints, from the invoice row (the buyer's title) and its orders' lines: one line per order
// line (product, duration as the spec, the set as the unit, the number of seats), each with its share of what the
// order's customer paid, so the lines add up to the invoice amount (a reseller discount spreads over the lines).
import type { DbOrTx } from '../../db/client'
import { toFen, UNIT_LABEL } from '../../../domain/pricing'
import { findOrderById, selectLinesOfOrders, type OrderLineRow } from '../orders/order-data'
import type { InvoiceRow } from './invoice-data'
import type { InvoicePdfData, InvoicePdfLine, InvoicePdfParty } from './invoice-pdf'
import { INVOICE_SELLER } from './invoice-seller'

const LINE_UNIT = '套'

const specOf = (line: OrderLineRow) => `${line.duration}${UNIT_LABEL[line.durationunion as keyof typeof UNIT_LABEL] ?? line.durationunion}`

/** Splits paidFen over the lines in proportion to their list totals; the last line takes the rounding rest. */
export function linesOfOrder(lines: OrderLineRow[], paidFen: number): InvoicePdfLine[] {
  const listFen = lines.reduce((sum, line) => sum + toFen(line.projectprice), 0)
  let rest = paidFen
  return lines.map((line, i) => {
    const share = i === lines.length - 1 ? rest : listFen > 0 ? Math.round((toFen(line.projectprice) * paidFen) / listFen) : 0
    rest -= share
    return { name: line.productname, spec: specOf(line), unit: LINE_UNIT, quantity: line.number, amountFen: share }
  })
}

export const orderIdsOf = (invoice: Pick<InvoiceRow, 'orderid'>) =>
  invoice.orderid
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)

/** The lines of every order of the invoice, in the order the invoice lists them. */
export async function invoiceLines(db: DbOrTx, invoice: InvoiceRow): Promise<InvoicePdfLine[]> {
  const ids = orderIdsOf(invoice)
  const lines = await selectLinesOfOrders(db, ids)
  const result: InvoicePdfLine[] = []
  for (const id of ids) {
    const order = await findOrderById(db, id)
    if (!order) continue
    const own = lines.filter((line) => line.orderid === id)
    result.push(...(own.length > 0 ? linesOfOrder(own, toFen(order.paymentamount)) : []))
  }
  return result
}

export function buyerOf(invoice: InvoiceRow): InvoicePdfParty {
  return {
    name: invoice.company?.trim() || invoice.username?.trim() || '个人',
    ratenumber: invoice.ratenumber,
    address: invoice.address,
    phone: invoice.phone,
    banknum: invoice.banknum,
  }
}

export function pdfDataOf(
  invoice: InvoiceRow,
  lines: InvoicePdfLine[],
  issued: { invoicenum: string; issuedAt: Date },
  original?: { invoicenum: string; issuedAt: Date },
): InvoicePdfData {
  return {
    colour: original ? 'red' : 'blue',
    invoicenum: issued.invoicenum,
    issuedAt: issued.issuedAt,
    type: invoice.type === 1 ? 1 : 0,
    buyer: buyerOf(invoice),
    seller: INVOICE_SELLER,
    lines,
    taxrate: invoice.taxrate === null ? 0 : Number(invoice.taxrate),
    // The customer's re-issue remark is a note to finance, not text for the invoice.
    ...(original ? { original } : {}),
  }
}
