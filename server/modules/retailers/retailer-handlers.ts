// Reseller operations (thin: rules in retailer-service.ts and retailer-dashboard-service.ts).
import type { HandlerMap } from '../../http/operation-types'
import { retailerDetail, retailerOrders, retailLevels } from './retailer-dashboard-service'
import { lookupRetailerCode } from './retailer-service'
import { requestLanguage } from '../../http/content-language'

export const retailerHandlers: HandlerMap = {
  async lookupRetailerCode({ db, identity, body, clock }) {
    const { list, msg } = await lookupRetailerCode(db, identity, body.retailcode, clock())
    return { data: { list }, msg }
  },

  async getRetailerDetail({ db, identity, params, request }) {
    return { data: await retailerDetail(db, identity, params.id, requestLanguage(request)) }
  },

  async listRetailLevels({ db, identity, request }) {
    return { data: await retailLevels(db, identity, requestLanguage(request)) }
  },

  async listRetailerOrders({ db, identity, body }) {
    return { data: await retailerOrders(db, identity, body) }
  },
}
