// Rules about who the caller is: customer-only operations, own records only, VIP content, profile changes.
import type { Identity } from '../../auth/identity'
import type { Db } from '../../db/client'
import { badRequest, forbidden, sessionInvalid } from '../../http/api-error'
import { findCustomerById, updateCustomerProfile, type CustomerProfileChange, type CustomerRow } from './customer-data'

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

/** PUT C_customers/{id}: own record only, and only the four profile fields (the schema refuses any other). */
export async function updateOwnProfile(db: Db, identity: Identity | null, id: string, input: ProfileInput): Promise<CustomerRow> {
  const customer = await requireCustomer(db, identity)
  if (id !== customer.id) throw forbidden()
  if (input.id !== undefined && input.id !== id) throw badRequest('请求体中的 id 与路径不一致')
  const change: CustomerProfileChange = {}
  if (input.username !== undefined) change.username = input.username.trim()
  if (input.email !== undefined) change.email = input.email.trim()
  if (input.companyname !== undefined) change.companyname = input.companyname.trim()
  // An empty social credit code clears it (the authentication tab shows its red dot again).
  if (input.companysocialcreditcode !== undefined) change.companysocialcreditcode = input.companysocialcreditcode || null
  if (change.username === '' || change.companyname === '') throw badRequest('用户名和公司名称不能为空')
  const updated = await updateCustomerProfile(db, customer.id, change)
  if (!updated) throw sessionInvalid()
  return updated
}

/** Software updates and documents: userLeval 2 or vippermission 1 (storefront.md section 6). */
export const isVip = (customer: CustomerRow) => customer.userleval === 2 || customer.vippermission === 1

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
