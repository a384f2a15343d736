// Rules about who the caller is: customer-only operations and VIP content.
import type { Identity } from '../../auth/identity'
import type { Db } from '../../db/client'
import { forbidden, sessionInvalid } from '../../http/api-error'
import { findCustomerById, type CustomerRow } from './customer-data'

export async function requireCustomer(db: Db, identity: Identity | null): Promise<CustomerRow> {
  if (!identity) throw sessionInvalid('请先登录')
  if (identity.kind !== 'customer') throw forbidden('该功能仅对用户开放')
  const customer = await findCustomerById(db, identity.id)
  if (!customer) throw sessionInvalid()
  return customer
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
