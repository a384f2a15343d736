// Reseller invitation codes: the code is trimmed and must match an enabled reseller exactly. The terms (payable
// share and eligible products) are what domain/pricing.ts's retailerQuote applies, on the UI and in createOrder.
import type { Identity } from '../../auth/identity'
import type { Db, DbOrTx } from '../../db/client'
import { LOCK_SPACE, withKeyLocks } from '../../db/key-lock'
import { sessionInvalid, tooMany } from '../../http/api-error'
import { RETAILER_CODE_MAX_MISSES_PER_HOUR } from '../../../domain/limits'
import { RETAILER_MISMATCH_MSG } from '../../../domain/retailer-code-rules'
import { requireCustomer } from '../customers/customer-service'
import type { RetailerTerms } from '../../../domain/pricing'
import { countRetailerCodeMisses, findRetailerByCode, recordRetailerCodeMiss, type RetailerRow } from './retailer-data'

export const retailerTerms = (retailer: RetailerRow): RetailerTerms => ({
  productid: retailer.productid ?? '',
  discount: retailer.discount,
})

const HOUR_MS = 60 * 60 * 1000

/**
 * The reseller of a customer's (trimmed) code, or undefined for an empty or unknown code. Codes are short and
 * guessable: after RETAILER_CODE_MAX_MISSES_PER_HOUR wrong codes in an hour every check answers 429, whether it
 * comes from the lookup or from an order.
 */
export async function retailerOfCode(db: DbOrTx, userid: string, code: string | undefined, now: Date): Promise<RetailerRow | undefined> {
  const trimmed = code?.trim() ?? ''
  if (trimmed === '') return undefined
  // Counted and recorded under the customer's lock, so concurrent guesses are judged one after another.
  return withKeyLocks(db, [[LOCK_SPACE.retailerCode, userid]], async (tx) => {
    if ((await countRetailerCodeMisses(tx, userid, new Date(now.getTime() - HOUR_MS))) >= RETAILER_CODE_MAX_MISSES_PER_HOUR) {
      throw tooMany('邀请码错误次数过多，请 1 小时后再试')
    }
    const retailer = await findRetailerByCode(tx, trimmed)
    if (!retailer) await recordRetailerCodeMiss(tx, userid, now)
    return retailer
  })
}

function toRetailerLookupResult(retailer: RetailerRow) {
  return {
    productid: retailer.productid ?? '',
    companyname: retailer.companyname,
    retailername: retailer.retailername,
    discount: Number(retailer.discount),
  }
}

/** C_retailers/getList: a list of at most one reseller; empty (and the mismatch msg) when the code matches none. */
export async function lookupRetailerCode(db: Db, identity: Identity | null, code: string, now: Date) {
  if (!identity) throw sessionInvalid('请先登录')
  const customer = await requireCustomer(db, identity)
  const retailer = await retailerOfCode(db, customer.id, code, now)
  return retailer ? { list: [toRetailerLookupResult(retailer)], msg: '匹配成功' } : { list: [], msg: RETAILER_MISMATCH_MSG }
}
