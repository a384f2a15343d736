// PLACEHOLDER (the pdf helper of issue 14 fills in the company's details from the seed data).
import type { InvoicePdfParty } from './invoice-pdf'

export const INVOICE_SELLER: InvoicePdfParty = {
  name: '北京峰图科技有限公司',
  ratenumber: null,
  address: '北京市海淀区中关村软件园二期 12 号楼 5 层',
  phone: '400-820-6688',
  banknum: null,
}
