// The caller's cart. Prices always come from the catalogue, never from the client.
import type { DurationUnit } from '../../../src/domain/limits'
import { fenToYuan, lineTotalFen } from '../../../src/domain/pricing'
import type { HandlerMap } from '../../http/operation-types'
import { wholeList } from '../../http/paging'
import { requireCustomer } from '../customers/customer-service'
import { toProduct } from '../products/product-view'
import { selectCartItemsOf } from './cart-data'

const UNIT_LABEL: Record<DurationUnit, string> = { week: '周', month: '月', season: '季', halfyear: '半年' }

export const cartHandlers: HandlerMap = {
  async listCartItems({ db, identity }) {
    const customer = await requireCustomer(db, identity)
    const rows = await selectCartItemsOf(db, customer.id)
    const list = rows.map(({ item, product }) => {
      const unit = item.durationunion as DurationUnit
      const total = lineTotalFen(product, unit, item.duration, item.number)
      return {
        id: item.id,
        userid: item.userid,
        username: item.username ?? '',
        productid: item.productid,
        producttype: item.producttype ?? product.type,
        productname: item.productname ?? product.name,
        number: item.number,
        duration: item.duration,
        durationunion: unit,
        productmes: toProduct(product),
        price: total === null ? -1 : fenToYuan(total),
        unit: UNIT_LABEL[unit],
      }
    })
    return { data: wholeList(list) }
  },
}
