// The reseller dashboard: identity only from the bearer token (a reseller's), figures from the paid orders carrying
// the reseller's code, the levels with their commission rates. A customer token and another reseller's id are refused.
import type { Identity } from '../../auth/identity'
import type { Db } from '../../db/client'
import { RETAILER_ORDER_PAGE_SIZE } from '../../../domain/limits'
import { badRequest, forbidden, sessionInvalid } from '../../http/api-error'
import { money, page, pageWindow } from '../../http/paging'
import {
  countDevelopedRetailers,
  findRetailerWithRate,
  selectCodeOrdersPage,
  selectLinesOfOrderIds,
  selectRetailLevels,
  sumCodeOrders,
  type RetailerOrderFilter,
} from './retailer-dashboard-data'
import { maskPhone } from '../../../domain/phone-mask'
import { chinaDayStart, commissionOf, nextDay } from './retailer-figures'
import { localizeTexts } from '../../../domain/content-language'
import { DEFAULT_LANGUAGE, type Language } from '../../../domain/language'
import { localizeRow } from '../../http/content-language'
import { RETAIL_LEVEL_TEXTS } from '../../db/translated-fields'

const RETAILER_ONLY_MSG = '该功能仅对分销商开放'

function requireRetailerIdentity(identity: Identity | null): Identity {
  if (!identity) throw sessionInvalid()
  if (identity.kind !== 'retailer') throw forbidden(RETAILER_ONLY_MSG)
  return identity
}

async function callingRetailer(db: Db, identity: Identity | null) {
  const caller = requireRetailerIdentity(identity)
  const row = await findRetailerWithRate(db, caller.id)
  if (!row) throw sessionInvalid()
  return row
}

/** C_retailers/detail/{id}: only the caller's own id (403 for any other, whether it exists or not). */
export async function retailerDetail(db: Db, identity: Identity | null, id: string, language: Language = DEFAULT_LANGUAGE) {
  const caller = requireRetailerIdentity(identity)
  if (id !== caller.id) throw forbidden()
  const { retailer, levelname, levelTranslations, commissionrate } = await callingRetailer(db, caller)
  const [sums, retailnum] = await Promise.all([sumCodeOrders(db, retailer.retailcode, {}), countDevelopedRetailers(db, retailer.id)])
  const rate = commissionrate ?? '0'
  return {
    id: retailer.id,
    retailername: retailer.retailername,
    companyname: retailer.companyname,
    phonenumber: retailer.phonenumber,
    retailcode: retailer.retailcode,
    retaillevel: retailer.retaillevel,
    // The level is a content record (migration 0017): its name in the request's language when translated.
    levelname: levelname === null ? null : localizeTexts({ levelname }, levelTranslations, language).texts.levelname,
    retailnum,
    ordercount: sums.count,
    totalcount: money(sums.amount),
    commissionrate: Number(rate),
    commission: commissionOf(sums.amount, rate),
  }
}

export async function retailLevels(db: Db, identity: Identity | null, language: Language = DEFAULT_LANGUAGE) {
  requireRetailerIdentity(identity)
  const rows = await selectRetailLevels(db)
  return rows.map((level) => {
    const row = localizeRow(level, RETAIL_LEVEL_TEXTS, language)
    return { id: row.id, levelname: row.levelname, commissionrate: Number(row.commissionrate), lang: row.lang }
  })
}

export interface RetailerOrderInput {
  currentPage?: number
  pageSize?: number
  ordernum?: string
  startDate?: string
  endDate?: string
}

function orderFilter(input: RetailerOrderInput): RetailerOrderFilter {
  const from = chinaDayStart(input.startDate)
  const lastDay = chinaDayStart(input.endDate)
  if (from === 'invalid' || lastDay === 'invalid') throw badRequest('日期不正确')
  if (from && lastDay && lastDay < from) throw badRequest('结束日期不能早于开始日期')
  return { ordernum: input.ordernum?.trim() || undefined, from, to: lastDay ? nextDay(lastDay) : undefined }
}

/** C_retailers/getOrderList: one page of the caller's code's paid orders and the totals of the whole filtered set. */
export async function retailerOrders(db: Db, identity: Identity | null, input: RetailerOrderInput) {
  // Who is asking before what is asked: a customer's token gets 403 whatever its dates.
  const { retailer, commissionrate } = await callingRetailer(db, identity)
  const filter = orderFilter(input)
  const window = pageWindow(input, RETAILER_ORDER_PAGE_SIZE)
  const [rows, sums] = await Promise.all([
    selectCodeOrdersPage(db, retailer.retailcode, filter, window),
    sumCodeOrders(db, retailer.retailcode, filter),
  ])
  const lines = await selectLinesOfOrderIds(
    db,
    rows.map((row) => row.id),
  )
  const list = rows.map((row) => {
    const own = lines.filter((line) => line.orderid === row.id)
    return {
      id: row.id,
      ordernum: row.ordernum,
      ordername: row.ordername,
      username: row.customername ?? row.orderusername ?? '',
      phone: maskPhone(row.customerphone),
      company: row.ordercompany || row.customercompany || '',
      products: [...new Set(own.map((line) => line.productname))].join('、'),
      quantity: own.reduce((sum, line) => sum + line.number, 0),
      paymentamount: money(row.paymentamount),
      paidtime: new Date(row.paidtime).toISOString(),
    }
  })
  const totals = {
    count: sums.count,
    quantity: sums.quantity,
    amount: money(sums.amount),
    commission: commissionOf(sums.amount, commissionrate ?? '0'),
  }
  return { ...page(list, sums.count, window), totals }
}
