// Rules about who the caller is: customer-only operations, own records only, VIP content, profile changes.
import type { Identity } from '../../auth/identity'
import type { Db } from '../../db/client'
import { badRequest, forbidden, sessionInvalid } from '../../http/api-error'
import { normalizeProfileForm, PROFILE_MESSAGES_ZH, validateProfileForm, type ProfileForm } from '../../../domain/profile-rules'
import { findCustomerById, updateCustomerProfile, type CustomerProfileChange, type CustomerRow } from './customer-data'
import { hasVipAccess } from '../../../domain/vip-access'

/** The name a customer gets when phone or WeChat login creates it. */
export const newCustomerName = (phone: string) => `用户${phone.slice(-4)}`

export async function requireCustomer(db: Db, identity: Identity | null): Promise<CustomerRow> {
  if (!identity) throw sessionInvalid('请先登录')
  if (identity.kind !== 'customer') throw forbidden('该功能仅对用户开放')
  const customer = await findCustomerById(db, identity.id)
  if (!customer) throw sessionInvalid()
  return customer
}

/** byPhone: the caller's own phone only. */
export async function requireOwnPhone(db: Db, identity: Identity | null, phone: string): Promise<CustomerRow> {
  const customer = await requireCustomer(db, identity)
  if (customer.phonenum !== phone) throw forbidden()
  return customer
}

export interface ProfileInput {
  id?: string
  username?: string
  email?: string
  companyname?: string
  companysocialcreditcode?: string
}

/**
 * PUT C_customers/{id}: own record only, and only the four profile fields (the schema refuses any other). The fields
 * sent must pass the profile form's rules (validateProfileForm; refused with the first message in the form's order,
 * which for the whole form is profileRefusal's); fields not sent keep their stored values, even ones today's rules
 * would refuse (a record from before them), so a partial body works for every record. The normalised values are
 * stored (trimmed, the credit code in capitals; an empty e-mail or credit code clears it).
 */
export async function updateOwnProfile(db: Db, identity: Identity | null, id: string, input: ProfileInput): Promise<CustomerRow> {
  const customer = await requireCustomer(db, identity)
  if (id !== customer.id) throw forbidden()
  if (input.id !== undefined && input.id !== id) throw badRequest('请求体中的 id 与路径不一致')
  const form = normalizeProfileForm({
    username: input.username ?? customer.username ?? '',
    companyname: input.companyname ?? customer.companyname ?? '',
    email: input.email ?? customer.email ?? '',
    companysocialcreditcode: input.companysocialcreditcode ?? customer.companysocialcreditcode ?? '',
  })
  const errors = validateProfileForm(form)
  const refused = (Object.keys(form) as Array<keyof ProfileForm>).find((field) => input[field] !== undefined && errors[field])
  if (refused !== undefined) throw badRequest(PROFILE_MESSAGES_ZH[errors[refused]!])
  const change: CustomerProfileChange = {}
  if (input.username !== undefined) change.username = form.username
  if (input.companyname !== undefined) change.companyname = form.companyname
  if (input.email !== undefined) change.email = form.email || null
  if (input.companysocialcreditcode !== undefined) change.companysocialcreditcode = form.companysocialcreditcode || null
  const updated = await updateCustomerProfile(db, customer.id, change)
  if (!updated) throw sessionInvalid()
  return updated
}

/** Software updates and documents: userLeval 2 or vippermission 1 (storefront.md section 6). */
export const isVip = (customer: CustomerRow) => hasVipAccess(customer)

export function toUserInfo(customer: CustomerRow) {
  return {
    id: customer.id,
    userId: customer.id,
    username: customer.username ?? '',
    phonenum: customer.phonenum,
    email: customer.email,
    companyname: customer.companyname,
    companysocialcreditcode: customer.companysocialcreditcode,
    userLeval: customer.userleval,
    vippermission: customer.vippermission,
    retailer: null,
  }
}

/** The Customer schema of openapi.yaml: never the password hash, account or WeChat ids. */
export function toCustomer(customer: CustomerRow) {
  return {
    id: customer.id,
    username: customer.username ?? '',
    phonenum: customer.phonenum,
    email: customer.email,
    companyname: customer.companyname,
    companysocialcreditcode: customer.companysocialcreditcode,
    companytaxation: customer.companytaxation,
    address: customer.address,
    usertype: customer.usertype,
    clientidentity: customer.clientidentity,
    userleval: customer.userleval,
    vippermission: customer.vippermission,
    bankaccountname: customer.bankaccountname,
    bankaccount: customer.bankaccount,
    sortcode: customer.sortcode,
    description: customer.description,
  }
}
