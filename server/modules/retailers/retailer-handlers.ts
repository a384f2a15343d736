// Reseller invitation code check of the order form (thin: rules in retailer-service.ts).
import type { HandlerMap } from '../../http/operation-types'
import { lookupRetailerCode } from './retailer-service'

export const retailerHandlers: HandlerMap = {
  async lookupRetailerCode({ db, identity, body }) {
    const { list, msg } = await lookupRetailerCode(db, identity, body.retailcode)
    return { data: { list }, msg }
  },
}
