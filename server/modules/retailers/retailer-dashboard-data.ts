// SQL for the reseller dashboard: the paid orders carrying one reseller code, their totals, levels, developed resellers.
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, sql, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { customers, orderDetails, orders, retailers, retailLevels } from '../../db/schema'
import type { PageWindow } from '../../http/paging'

export interface RetailerOrderFilter {
  /** Part of the order number, case-insensitive. */
  ordernum?: string
  /** Payment time window [from, to). */
  from?: Date
  to?: Date
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

// Seeded and offline paid orders may lack paid_at: their creation time stands in.
const paidTime = sql<Date>`coalesce(${orders.paid_at}, ${orders.creatortime})`

function codeOrdersWhere(retailcode: string, filter: RetailerOrderFilter): SQL | undefined {
  const conditions: SQL[] = [eq(orders.retailercode, retailcode), eq(orders.paymentstate, 1)]
  if (filter.ordernum) conditions.push(ilike(orders.ordernum, `%${escapeLike(filter.ordernum)}%`))
  if (filter.from) conditions.push(gte(paidTime, filter.from))
  if (filter.to) conditions.push(lt(paidTime, filter.to))
  return and(...conditions)
}

/** One page of the code's paid orders, newest payment first, with the ordering customer. */
export async function selectCodeOrdersPage(db: DbOrTx, retailcode: string, filter: RetailerOrderFilter, window: PageWindow) {
  return db
    .select({
      id: orders.id,
      ordernum: orders.ordernum,
      ordername: orders.ordername,
      ordercompany: orders.company,
      orderusername: orders.username,
      paymentamount: orders.paymentamount,
      paidtime: paidTime,
      customername: customers.username,
      customerphone: customers.phonenum,
      customercompany: customers.companyname,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.userid))
    .where(codeOrdersWhere(retailcode, filter))
    .orderBy(desc(paidTime), desc(orders.id))
    .limit(window.pageSize)
    .offset(window.offset)
}

/** Count, amount and quantity of every order the filter selects (all pages). */
export async function sumCodeOrders(db: DbOrTx, retailcode: string, filter: RetailerOrderFilter) {
  const where = codeOrdersWhere(retailcode, filter)
  const [[orderSums], [lineSums]] = await Promise.all([
    db
      .select({ count: count(), amount: sql<string>`coalesce(sum(${orders.paymentamount}), 0)` })
      .from(orders)
      .where(where),
    db
      .select({ quantity: sql<string>`coalesce(sum(${orderDetails.number}), 0)` })
      .from(orderDetails)
      .innerJoin(orders, eq(orders.id, orderDetails.orderid))
      .where(where),
  ])
  return { count: orderSums.count, amount: orderSums.amount, quantity: Number(lineSums.quantity) }
}

export async function selectLinesOfOrderIds(db: DbOrTx, orderIds: string[]) {
  if (orderIds.length === 0) return []
  return db
    .select({ orderid: orderDetails.orderid, productname: orderDetails.productname, number: orderDetails.number })
    .from(orderDetails)
    .where(inArray(orderDetails.orderid, orderIds))
    .orderBy(asc(orderDetails.creatortime), asc(orderDetails.productname), asc(orderDetails.id))
}

export async function findRetailerWithRate(db: DbOrTx, id: string) {
  const rows = await db
    .select({
      retailer: retailers,
      levelname: retailLevels.levelname,
      levelTranslations: retailLevels.translations,
      commissionrate: retailLevels.commissionrate,
    })
    .from(retailers)
    .leftJoin(retailLevels, eq(retailLevels.id, retailers.retaillevel))
    .where(and(eq(retailers.id, id), eq(retailers.enabledmark, 1)))
    .limit(1)
  return rows[0]
}

export async function countDevelopedRetailers(db: DbOrTx, id: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(retailers)
    .where(and(eq(retailers.parentid, id), eq(retailers.enabledmark, 1)))
  return row?.n ?? 0
}

export async function selectRetailLevels(db: DbOrTx) {
  return db.select().from(retailLevels).orderBy(asc(retailLevels.sortcode), asc(retailLevels.id))
}
