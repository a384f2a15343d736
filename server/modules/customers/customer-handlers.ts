// The signed-in customer's profile: read, by own phone, and the four editable fields.
import type { HandlerMap } from '../../http/operation-types'
import { requireCustomer, requireOwnPhone, toCustomer, toUserInfo, updateOwnProfile } from './customer-service'
import { SUCCESS_MESSAGES } from '../../../domain/success-messages'

export const customerHandlers: HandlerMap = {
  async getCustomerInfo({ db, identity }) {
    const customer = await requireCustomer(db, identity)
    return { data: toUserInfo(customer) }
  },

  async getCustomerByPhone({ db, identity, params }) {
    const customer = await requireOwnPhone(db, identity, params.phone)
    return { data: toCustomer(customer) }
  },

  async updateCustomer({ db, identity, params, body }) {
    const customer = await updateOwnProfile(db, identity, params.id, body)
    return { data: toCustomer(customer), msg: SUCCESS_MESSAGES.profileSaved }
  },
}
