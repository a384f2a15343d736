// Reseller invitation code check of the order form (thin: rules in retailer-service.ts).
import type { HandlerMap } from '../../http/operation-types'
import { lookupRetailerCode } from './retailer-service'

export const retailerHandlers: HandlerMap = {
  async lookupRetailerCode({ db, identity, body, clock }) {
    const { list, msg } = await lookupRetailerCode(db, identity, body.retailcode, clock())
    return { data: { list }, msg }
  },
}
