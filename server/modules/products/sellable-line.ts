// Whether a line (product, unit, duration, count) can be sold online: the one rule the cart and orders share.
import { badRequest, notFound } from '../../http/api-error'
import type { DurationUnit } from '../../../domain/limits'
import { allowedUnits, lineTotalFen, lockedCount, lockedDuration, UNIT_LABEL } from '../../../domain/pricing'
import type { ProductRow } from './product-data'

export interface SellableLineInput {
  durationunion: DurationUnit
  duration: number
  number: number
}

/** The product, if it can be bought online with this unit, duration and count; else the reason as a 404 or 400. */
export function checkSellableLine(product: ProductRow | undefined, input: SellableLineInput): ProductRow {
  // Disabled products are never shown publicly: to a buyer they do not exist.
  if (!product || product.enabledmark !== 1) throw notFound('产品不存在或已下架')
  if (product.saletype !== 'online') throw badRequest('该产品不支持在线购买')
  const units = allowedUnits(product)
  if (!units.includes(input.durationunion)) throw badRequest(`该产品仅支持按${units.map((u) => UNIT_LABEL[u]).join('、')}订阅`)
  const count = lockedCount(product)
  if (count !== null && input.number !== count) throw badRequest(`该产品购买数量固定为${count}`)
  const duration = lockedDuration(product)
  if (duration !== null && input.duration !== duration) {
    throw badRequest(`该产品订阅时长固定为${duration}${UNIT_LABEL[input.durationunion]}`)
  }
  const total = lineTotalFen(product, input.durationunion, input.duration, input.number)
  if (total === null) throw badRequest(`该产品暂无按${UNIT_LABEL[input.durationunion]}订阅的价格`)
  // The free software (SummitView, price 0) is downloaded, not bought: no zero-amount lines.
  if (total === 0) throw badRequest('该产品免费，无需购买')
  return product
}
