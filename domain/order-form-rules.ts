// Order form rules of /paystep step 0 (storefront.md §5 'Order form', §8 'A missing tax number shows the type text').
// Pure: the wizard's guard and the form's messages both come from here. Errors are codes; the zh-CN texts are below
// (the UI translates the codes for en and zh-TW).
import { isSocialCreditCode } from './social-credit-code'
import { normalizeRatenumber, RATENUMBER_MESSAGES_ZH, ratenumberError, type RatenumberErrorCode } from './taxpayer-number'
import { isEmail, isPhoneOrLandline } from './validation-patterns'

/** 0 none, 1 personal ordinary, 2 enterprise ordinary, 3 enterprise special. */
export type InvoiceKind = 0 | 1 | 2 | 3

export interface OrderForm {
  /** The receiver's name. */
  username: string
  receiverphone: string
  receiveremail: string
  companyname: string
  isinvoice: InvoiceKind
  /** Taxpayer identification number, or the ID number for a personal invoice. */
  ratenumber: string
  /** Reseller invitation code; trimmed, checked by the retailer-code machine, never an error here. */
  retailercode: string
}

type OrderFormField = 'username' | 'receiverphone' | 'receiveremail' | 'companyname' | 'ratenumber'

export type OrderFormErrorCode = 'nameRequired' | 'phoneInvalid' | 'emailInvalid' | 'companyRequired' | RatenumberErrorCode

export type OrderFormErrors = Partial<Record<OrderFormField, OrderFormErrorCode>>

/** The zh-CN messages (the spec's wording; its English-only ones translated). */
export const ORDER_FORM_MESSAGES_ZH: Record<OrderFormErrorCode, string> = {
  nameRequired: '请输入姓名',
  phoneInvalid: '请输入正确的手机号或座机号',
  emailInvalid: '请输入正确的邮箱地址',
  companyRequired: '请输入公司名称',
  ...RATENUMBER_MESSAGES_ZH,
}

export const EMPTY_ORDER_FORM: OrderForm = {
  username: '',
  receiverphone: '',
  receiveremail: '',
  companyname: '',
  isinvoice: 0,
  ratenumber: '',
  retailercode: '',
}

export const wantsInvoice = (form: Pick<OrderForm, 'isinvoice'>): boolean => form.isinvoice !== 0
export const isEnterpriseInvoice = (form: { isinvoice: InvoiceKind | number }): boolean => form.isinvoice === 2 || form.isinvoice === 3

/** Every text field trimmed (the invitation code included, as the spec asks); the tax / ID number in capitals. */
export function normalizeOrderForm(form: OrderForm): OrderForm {
  return {
    username: form.username.trim(),
    receiverphone: form.receiverphone.trim(),
    receiveremail: form.receiveremail.trim(),
    companyname: form.companyname.trim(),
    isinvoice: form.isinvoice,
    ratenumber: normalizeRatenumber(form.ratenumber),
    retailercode: form.retailercode.trim(),
  }
}

/**
 * The form as ordered: trimmed, without a tax or ID number when no invoice is asked for. The company stays whatever
 * the invoice (it is the customer's, pre-filled from the profile, and the reseller's order list shows it); the
 * invoice takes it only for an enterprise invoice (`invoiceCompanyOf`).
 */
export function submittedOrderForm(form: OrderForm): OrderForm {
  const trimmed = normalizeOrderForm(form)
  return { ...trimmed, ratenumber: wantsInvoice(trimmed) ? trimmed.ratenumber : '' }
}

/**
 * The company an order's invoice is made out to: its company for an enterprise invoice, none otherwise. Sent with a
 * personal invoice, the profile's company turned it into an enterprise invoice made out to the company with the
 * person's ID number.
 */
export const invoiceCompanyOf = (order: { isinvoice: InvoiceKind | number; company?: string | null }): string | null =>
  isEnterpriseInvoice(order) && order.company?.trim() ? order.company.trim() : null

/**
 * The failing rule of each field, on the trimmed form: name required; phone a mobile or a landline; e-mail valid
 * when given and required with an invoice; company name required for enterprise invoices; tax number (ID number for
 * a personal invoice) required with an invoice and of its kind's format (domain/taxpayer-number.ts).
 */
export function validateOrderForm(raw: OrderForm): OrderFormErrors {
  const form = normalizeOrderForm(raw)
  const errors: OrderFormErrors = {}
  if (form.username === '') errors.username = 'nameRequired'
  if (!isPhoneOrLandline(form.receiverphone)) errors.receiverphone = 'phoneInvalid'
  if (form.receiveremail !== '' ? !isEmail(form.receiveremail) : wantsInvoice(form)) errors.receiveremail = 'emailInvalid'
  if (isEnterpriseInvoice(form) && form.companyname === '') errors.companyname = 'companyRequired'
  const ratenumber = wantsInvoice(form) ? ratenumberError(form.isinvoice as 1 | 2 | 3, form.ratenumber) : null
  if (ratenumber !== null) errors.ratenumber = ratenumber
  return errors
}

export const isOrderFormValid = (form: OrderForm): boolean => Object.keys(validateOrderForm(form)).length === 0

const FIELD_ORDER: readonly OrderFormField[] = ['username', 'receiverphone', 'receiveremail', 'companyname', 'ratenumber']

/** The zh-CN message of the first failing field, in the form's order (what the server answers with a 400), or null. */
export function orderFormRefusal(form: OrderForm): string | null {
  const errors = validateOrderForm(form)
  const field = FIELD_ORDER.find((each) => errors[each] !== undefined)
  return field ? ORDER_FORM_MESSAGES_ZH[errors[field]!] : null
}

/** The stored customer values the 'save to personal info' button compares with. */
export interface ProfileCompany {
  companyname?: string | null
  companysocialcreditcode?: string | null
}

/**
 * What 'save to personal info' writes to the profile: the company name, and the taxpayer number as the social credit
 * code only when it is one (GB 32100-2015; an ID number or an older tax number is no credit code, and PUT
 * C_customers/{id} would refuse it). An empty field is left out: saving it would wipe what the profile holds.
 */
export function profileChangeFromOrderForm(form: Pick<OrderForm, 'companyname' | 'ratenumber'>): {
  companyname?: string
  companysocialcreditcode?: string
} {
  const companyname = form.companyname.trim()
  const code = normalizeRatenumber(form.ratenumber)
  return {
    ...(companyname ? { companyname } : {}),
    ...(isSocialCreditCode(code) ? { companysocialcreditcode: code } : {}),
  }
}

/** 'Save to personal info' shows only when it would change the stored company name or credit code. */
export function differsFromProfile(form: Pick<OrderForm, 'companyname' | 'ratenumber'>, profile: ProfileCompany | null): boolean {
  const change = profileChangeFromOrderForm(form)
  return (
    (change.companyname !== undefined && change.companyname !== (profile?.companyname ?? '').trim()) ||
    (change.companysocialcreditcode !== undefined && change.companysocialcreditcode !== (profile?.companysocialcreditcode ?? '').trim())
  )
}
