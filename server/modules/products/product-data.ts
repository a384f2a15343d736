// SQL for the catalogue: products, feature points, detail sections, downloads, FAQ, trials.
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { downloads, problems, productDetails, productFunctions, products, trialVersions } from '../../db/schema'
import type { PageWindow } from '../../http/paging'

export interface ProductFilter {
  type?: string
  typename?: string
  saletype?: string
  sortByName?: boolean
}

export async function selectProducts(db: DbOrTx, filter: ProductFilter, window: PageWindow) {
  // Disabled products are never shown publicly, whatever the query asks.
  const conditions: SQL[] = [eq(products.enabledmark, 1)]
  if (filter.type) conditions.push(eq(products.type, filter.type))
  if (filter.typename) conditions.push(eq(products.typename, filter.typename))
  if (filter.saletype) conditions.push(eq(products.saletype, filter.saletype))
  const where = and(...conditions)
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(filter.sortByName ? asc(products.name) : asc(products.sortcode), asc(products.id))
      .limit(window.pageSize)
      .offset(window.offset),
    db.select({ total: count() }).from(products).where(where),
  ])
  return { rows, total }
}

export async function selectProductFunctions(db: DbOrTx, filter: { productid?: string; producttype?: string }, order: 'asc' | 'desc') {
  const conditions: SQL[] = [eq(productFunctions.enabledmark, 1)]
  if (filter.productid) conditions.push(eq(productFunctions.productid, filter.productid))
  const base = db
    .select({ fn: productFunctions, type: products.type })
    .from(productFunctions)
    .innerJoin(products, eq(products.id, productFunctions.productid))
  const where = filter.producttype ? and(...conditions, eq(products.type, filter.producttype)) : and(...conditions)
  return base.where(where).orderBy(order === 'desc' ? desc(productFunctions.sortcode) : asc(productFunctions.sortcode))
}

export async function selectProductDetails(db: DbOrTx, productid: string, order: 'asc' | 'desc') {
  return db
    .select()
    .from(productDetails)
    .where(eq(productDetails.productid, productid))
    .orderBy(order === 'desc' ? desc(productDetails.sortcode) : asc(productDetails.sortcode))
}

export async function selectDownloads(db: DbOrTx, type: number, order: 'asc' | 'desc', window: PageWindow) {
  const where = and(eq(downloads.type, type), eq(downloads.enabledmark, 1))
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(downloads)
      .where(where)
      .orderBy(order === 'desc' ? desc(downloads.sortcode) : asc(downloads.sortcode))
      .limit(window.pageSize)
      .offset(window.offset),
    db.select({ total: count() }).from(downloads).where(where),
  ])
  return { rows, total }
}

export async function selectProblems(db: DbOrTx, window: PageWindow) {
  const where = eq(problems.enabledmark, 1)
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(problems).where(where).orderBy(asc(problems.sortcode)).limit(window.pageSize).offset(window.offset),
    db.select({ total: count() }).from(problems).where(where),
  ])
  return { rows, total }
}

export async function selectTrialVersions(db: DbOrTx, window: PageWindow) {
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(trialVersions).orderBy(asc(trialVersions.sortcode)).limit(window.pageSize).offset(window.offset),
    db.select({ total: count() }).from(trialVersions),
  ])
  return { rows, total }
}

export type ProductRow = typeof products.$inferSelect

/** One product whatever its state (the caller decides what disabled or offline means). */
export async function findProductById(db: DbOrTx, id: string): Promise<ProductRow | undefined> {
  const rows = await db.select().from(products).where(eq(products.id, id)).limit(1)
  return rows[0]
}
