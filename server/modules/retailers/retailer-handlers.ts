// Reseller operations (thin: rules in retailer-service.ts and retailer-dashboard-service.ts).
import type { HandlerMap } from '../../http/operation-types'
import { retailerDetail, retailerOrders, retailLevels } from './retailer-dashboard-service'
import { lookupRetailerCode } from './retailer-service'

export const retailerHandlers: HandlerMap = {
  async lookupRetailerCode({ db, identity, body, clock }) {
    const { list, msg } = await lookupRetailerCode(db, identity, body.retailcode, clock())
    return { data: { list }, msg }
  },

  async getRetailerDetail({ db, identity, params }) {
    return { data: await retailerDetail(db, identity, params.id) }
  },

  async listRetailLevels({ db, identity }) {
    return { data: await retailLevels(db, identity) }
  },

  async listRetailerOrders({ db, identity, body }) {
    return { data: await retailerOrders(db, identity, body) }
  },
}
