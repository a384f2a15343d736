// Reseller invitation codes: the code is trimmed and must match an enabled reseller exactly. The terms (payable
// share and eligible products) are what src/domain/pricing.ts's retailerQuote applies, on the UI and in createOrder.
import type { Identity } from '../../auth/identity'
import type { Db, DbOrTx } from '../../db/client'
import { sessionInvalid } from '../../http/api-error'
import type { RetailerTerms } from '../../../src/domain/pricing'
import { findRetailerByCode, type RetailerRow } from './retailer-data'

/** What the order wizard shows when the code matches nothing (storefront.md sections 5 and 8). */
export const RETAILER_MISMATCH_MSG = '分销商信息匹配失败'

export const retailerTerms = (retailer: RetailerRow): RetailerTerms => ({ productid: retailer.productid ?? '', discount: retailer.discount })

/** The reseller of a (trimmed) code, or undefined for an empty or unknown code. */
export async function retailerOfCode(db: DbOrTx, code: string | undefined): Promise<RetailerRow | undefined> {
  const trimmed = code?.trim() ?? ''
  return trimmed === '' ? undefined : findRetailerByCode(db, trimmed)
}

export function toRetailerLookupResult(retailer: RetailerRow) {
  return {
    productid: retailer.productid ?? '',
    companyname: retailer.companyname,
    retailername: retailer.retailername,
    discount: Number(retailer.discount),
  }
}

/** C_retailers/getList: a list of at most one reseller; empty (and the mismatch msg) when the code matches none. */
export async function lookupRetailerCode(db: Db, identity: Identity | null, code: string) {
  if (!identity) throw sessionInvalid('请先登录')
  const retailer = await retailerOfCode(db, code)
  return retailer ? { list: [toRetailerLookupResult(retailer)], msg: '匹配成功' } : { list: [], msg: RETAILER_MISMATCH_MSG }
}
