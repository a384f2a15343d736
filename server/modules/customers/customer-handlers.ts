// The signed-in customer's profile.
import type { HandlerMap } from '../../http/operation-types'
import { requireCustomer, toUserInfo } from './customer-service'

export const customerHandlers: HandlerMap = {
  async getCustomerInfo({ db, identity }) {
    const customer = await requireCustomer(db, identity)
    return { data: toUserInfo(customer) }
  },
}
