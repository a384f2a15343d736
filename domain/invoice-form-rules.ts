// The invoice title of a request (personal centre, portal.md §2 Invoice tab) and of a re-issue: the order form's rules
// (storefront.md §5: company for enterprise invoices, taxpayer number or ID number, a valid e-mail to receive the
// e-invoice) plus what a special VAT invoice must print (address and phone, bank and account). Errors are codes; the
// zh-CN texts are below and the server answers the first one with a 400.
import { ORDER_FORM_MESSAGES_ZH, type InvoiceKind } from './order-form-rules'
import type { InvoiceType } from './invoice-type'
import { normalizeRatenumber, RATENUMBER_MESSAGES_ZH, ratenumberError, type RatenumberErrorCode } from './taxpayer-number'
import { isEmail, isPhoneOrLandline } from './validation-patterns'

/** 1 personal ordinary, 2 enterprise ordinary, 3 enterprise special (the order form's kinds without 0 'none'). */
export type RequestedInvoiceKind = Exclude<InvoiceKind, 0>

export interface InvoiceForm {
  kind: RequestedInvoiceKind
  company: string
  /** Taxpayer identification number, or the ID number for a personal invoice. */
  ratenumber: string
  address: string
  phone: string
  email: string
  banknum: string
}

type InvoiceFormField = keyof Omit<InvoiceForm, 'kind'>

export type InvoiceFormErrorCode =
  | 'companyRequired'
  | RatenumberErrorCode
  | 'emailInvalid'
  | 'phoneInvalid'
  | 'addressRequired'
  | 'bankRequired'

export type InvoiceFormErrors = Partial<Record<InvoiceFormField, InvoiceFormErrorCode>>

export const INVOICE_FORM_MESSAGES_ZH: Record<InvoiceFormErrorCode, string> = {
  companyRequired: ORDER_FORM_MESSAGES_ZH.companyRequired,
  ...RATENUMBER_MESSAGES_ZH,
  emailInvalid: ORDER_FORM_MESSAGES_ZH.emailInvalid,
  phoneInvalid: ORDER_FORM_MESSAGES_ZH.phoneInvalid,
  addressRequired: '请输入地址',
  bankRequired: '请输入开户行及账号',
}

export const EMPTY_INVOICE_FORM: InvoiceForm = { kind: 2, company: '', ratenumber: '', address: '', phone: '', email: '', banknum: '' }

/** The invoice record's type (0 ordinary, 1 special) and its company (none on a personal invoice). */
export const invoiceTypeOfKind = (kind: RequestedInvoiceKind): InvoiceType => (kind === 3 ? 1 : 0)

/** The kind an invoice record stands for: special is enterprise; an ordinary one without a company is personal. */
export const kindOfInvoice = (invoice: { type: number; company?: string | null }): RequestedInvoiceKind =>
  invoice.type === 1 ? 3 : invoice.company?.trim() ? 2 : 1

/** The title an invoice record holds, as the form reads it (absent fields are empty). */
export interface InvoiceTitleRecord {
  type: number
  company?: string | null
  ratenumber?: string | null
  address?: string | null
  phone?: string | null
  email?: string | null
  banknum?: string | null
}

/** An invoice record's title as a form: the re-issue dialog's first values, and what a re-issue is compared with. */
export const invoiceFormOf = (invoice: InvoiceTitleRecord): InvoiceForm => ({
  kind: kindOfInvoice(invoice),
  company: invoice.company ?? '',
  ratenumber: invoice.ratenumber ?? '',
  address: invoice.address ?? '',
  phone: invoice.phone ?? '',
  email: invoice.email ?? '',
  banknum: invoice.banknum ?? '',
})

export function normalizeInvoiceForm(form: InvoiceForm): InvoiceForm {
  return {
    kind: form.kind,
    company: form.kind === 1 ? '' : form.company.trim(),
    ratenumber: normalizeRatenumber(form.ratenumber),
    address: form.address.trim(),
    phone: form.phone.trim(),
    email: form.email.trim(),
    banknum: form.banknum.trim(),
  }
}

/**
 * On the trimmed form: company required for enterprise invoices; taxpayer number (ID number for a personal invoice)
 * required and of its kind's format (domain/taxpayer-number.ts); e-mail required and valid (the e-invoice is sent there); phone a mobile or landline when given, address
 * and phone, bank and account required on a special invoice.
 */
export function validateInvoiceForm(raw: InvoiceForm): InvoiceFormErrors {
  const form = normalizeInvoiceForm(raw)
  const special = form.kind === 3
  const errors: InvoiceFormErrors = {}
  if (form.kind !== 1 && form.company === '') errors.company = 'companyRequired'
  const ratenumber = ratenumberError(form.kind, form.ratenumber)
  if (ratenumber !== null) errors.ratenumber = ratenumber
  if (special && form.address === '') errors.address = 'addressRequired'
  if (form.phone !== '' ? !isPhoneOrLandline(form.phone) : special) errors.phone = 'phoneInvalid'
  if (!isEmail(form.email)) errors.email = 'emailInvalid'
  if (special && form.banknum === '') errors.banknum = 'bankRequired'
  return errors
}

const FIELD_ORDER: readonly InvoiceFormField[] = ['company', 'ratenumber', 'address', 'phone', 'email', 'banknum']

/** The zh-CN message of the first failing field in the form's order (what the server answers with a 400), or null. */
export function invoiceFormRefusal(form: InvoiceForm): string | null {
  const errors = validateInvoiceForm(form)
  const field = FIELD_ORDER.find((each) => errors[each] !== undefined)
  return field ? INVOICE_FORM_MESSAGES_ZH[errors[field]!] : null
}
