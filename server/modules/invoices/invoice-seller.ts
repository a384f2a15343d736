// The company that issues the invoices (销售方). Name, address and phone are the ones the site shows (the about page
// and the contact block of the seed); the unified social credit code, the bank and the account are DEMO VALUES,
// invented for this project (the code passes the GB 32100-2015 check, see domain/social-credit-code.ts), to be
// replaced by the real company's before going live.
import type { InvoicePdfParty } from './invoice-pdf'

export const INVOICE_SELLER: InvoicePdfParty = {
  name: '北京峰图科技有限公司',
  ratenumber: '91110108MA01FT8K24',
  address: '北京市海淀区中关村软件园二期 12 号楼 5 层',
  phone: '400-820-6688',
  banknum: '招商银行北京中关村支行 110947586210801',
}

/** 开票人 printed on every invoice (a demo name: the finance clerk of the tax platform account). */
export const INVOICE_DRAWER = '王芳'
