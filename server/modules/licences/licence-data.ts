// SQL for licences, their permit codes, the productions they are made from and the order lines they consume.
// Reads take any id (the service tells another customer's from none); writes run inside the creation transaction.
import { and, asc, count, desc, eq, getTableColumns, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { licenses, orderDetails, orders, permitCodes, productions, products } from '../../db/schema'
import type { PageWindow } from '../../http/paging'
import { DONGLE_FAMILY } from '../../../domain/license-rules'

export type LicenceRow = typeof licenses.$inferSelect
export type NewLicence = typeof licenses.$inferInsert
export type PermitCodeRow = typeof permitCodes.$inferSelect
export type ProductionRow = typeof productions.$inferSelect

/** A created licence whose end has passed is expired (2) when read, whatever its stored state. */
const endedBy = (now: Date) => and(sql`${licenses.endtime} is not null`, lte(licenses.endtime, now))
const stillValid = (now: Date) => and(eq(licenses.state, 1), or(isNull(licenses.endtime), gt(licenses.endtime, now)))

export interface LicenceFilter {
  machinecode?: string
  /** 1 valid, 2 expired (by state or by endtime), 0 none: the server never stores drafts. */
  state?: 0 | 1 | 2
}

function licenceConditions(userid: string, filter: LicenceFilter, now: Date): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(licenses.orderuserid, userid)]
  if (filter.machinecode) conditions.push(eq(licenses.machinecode, filter.machinecode))
  if (filter.state === 0) conditions.push(sql`false`)
  if (filter.state === 1) conditions.push(stillValid(now))
  if (filter.state === 2) conditions.push(or(eq(licenses.state, 2), endedBy(now)))
  return and(...conditions)
}

/** The customer's licences, newest first, with their product's name and without the file text (a list never carries files). */
export async function selectOwnLicencesPage(db: DbOrTx, userid: string, filter: LicenceFilter, window: PageWindow, now: Date) {
  const where = licenceConditions(userid, filter, now)
  const { filedata: _file, ...columns } = getTableColumns(licenses)
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ ...columns, productname: products.name })
      .from(licenses)
      .leftJoin(products, eq(products.id, licenses.productid))
      .where(where)
      .orderBy(desc(licenses.creatortime), asc(licenses.id))
      .limit(window.pageSize)
      .offset(window.offset),
    db.select({ total: count() }).from(licenses).where(where),
  ])
  return { rows: rows.map((row) => ({ ...row, filedata: null })), total }
}

export async function findLicenceById(db: DbOrTx, id: string): Promise<LicenceRow | undefined> {
  const rows = await db.select().from(licenses).where(eq(licenses.id, id)).limit(1)
  return rows[0]
}

/**
 * Marks the created licences of this product and machine whose end has passed as expired (2), so that the partial
 * unique index licenses_valid_machine_product_uq (state 1) lets a new one in.
 */
export async function expireEndedLicences(tx: DbOrTx, machinecode: string, productid: string, now: Date) {
  await tx
    .update(licenses)
    .set({ state: 2 })
    .where(and(eq(licenses.machinecode, machinecode), eq(licenses.productid, productid), eq(licenses.state, 1), endedBy(now)))
}

/** Whether a valid licence of this product exists for this machine (anyone's: a machine holds one per product). */
export async function hasValidLicence(tx: DbOrTx, machinecode: string, productid: string, now: Date): Promise<boolean> {
  const rows = await tx
    .select({ id: licenses.id })
    .from(licenses)
    .where(and(eq(licenses.machinecode, machinecode), eq(licenses.productid, productid), stillValid(now)))
    .limit(1)
  return rows.length > 0
}

export async function insertLicence(tx: DbOrTx, row: NewLicence): Promise<LicenceRow> {
  const [inserted] = await tx.insert(licenses).values(row).returning()
  return inserted
}

/** Records a permit code for a licence; undefined when the code is taken (the caller draws another). */
export async function insertPermitCode(
  tx: DbOrTx,
  row: { permitcode: string; licenseid: string; userid: string; machinecode: string; productid: string; now: Date },
): Promise<PermitCodeRow | undefined> {
  const [inserted] = await tx
    .insert(permitCodes)
    .values({
      permitcode: row.permitcode,
      licenseid: row.licenseid,
      userid: row.userid,
      machinecode: row.machinecode,
      productid: row.productid,
      state: 1,
      used_at: row.now,
      creatortime: row.now,
    })
    .onConflictDoNothing({ target: permitCodes.permitcode })
    .returning()
  return inserted
}

export async function selectOwnPermitCodesPage(db: DbOrTx, userid: string, window: PageWindow) {
  const where = eq(permitCodes.userid, userid)
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(permitCodes)
      .where(where)
      .orderBy(desc(permitCodes.creatortime), asc(permitCodes.id))
      .limit(window.pageSize)
      .offset(window.offset),
    db.select({ total: count() }).from(permitCodes).where(where),
  ])
  return { rows, total }
}

// ---------------------------------------------------------------- orders and lines

export type OrderForLicence = typeof orders.$inferSelect
export type LineForLicence = typeof orderDetails.$inferSelect

/**
 * Locks the orders (in id order, so two batches never wait on each other crosswise) until the transaction ends: the
 * creations of one order run one after another, so the last one sees every line's remaining count when it decides
 * the order's licensestatus, and a second licence of one product and machine sees the first.
 */
export async function lockOrders(tx: DbOrTx, orderIds: string[]): Promise<OrderForLicence[]> {
  const ids = [...new Set(orderIds)].sort()
  if (ids.length === 0) return []
  return tx.select().from(orders).where(inArray(orders.id, ids)).orderBy(asc(orders.id)).for('update')
}

export async function findOrderByNum(db: DbOrTx, ordernum: string): Promise<OrderForLicence | undefined> {
  const rows = await db.select().from(orders).where(eq(orders.ordernum, ordernum)).limit(1)
  return rows[0]
}

export async function findLinesByIds(db: DbOrTx, ids: string[]): Promise<LineForLicence[]> {
  if (ids.length === 0) return []
  return db.select().from(orderDetails).where(inArray(orderDetails.id, ids))
}

/** Consumes one of the line's remaining licences; false when none is left (the condition, not a read, decides). */
export async function takeOneFromLine(tx: DbOrTx, lineId: string): Promise<boolean> {
  const rows = await tx
    .update(orderDetails)
    .set({ licensestate: sql`${orderDetails.licensestate} - 1` })
    .where(and(eq(orderDetails.id, lineId), gt(orderDetails.licensestate, 0)))
    .returning({ id: orderDetails.id })
  return rows.length > 0
}

/**
 * licensestatus 1 once no line of the order has a licence left to create online: a dongle line (dogState 1) ships a
 * USB key and never gets a machine licence, so its count does not hold the order open.
 */
export async function markOrderLicensedWhenDone(tx: DbOrTx, orderId: string) {
  await tx
    .update(orders)
    .set({ licensestatus: 1 })
    .where(
      and(
        eq(orders.id, orderId),
        sql`not exists (select 1 from ${orderDetails} where ${orderDetails.orderid} = ${orderId} and ${orderDetails.licensestate} > 0 and ${orderDetails.dogState} <> ${DONGLE_FAMILY})`,
      ),
    )
}

/** The customer's paid orders with the lines that still have licences left, newest first. */
export async function selectPaidOrdersWithLinesLeft(db: DbOrTx, userid: string) {
  const orderRows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userid, userid), eq(orders.paymentstate, 1)))
    .orderBy(desc(orders.creatortime), asc(orders.id))
  if (orderRows.length === 0) return []
  const lines = await db
    .select()
    .from(orderDetails)
    .where(
      and(
        inArray(
          orderDetails.orderid,
          orderRows.map((order) => order.id),
        ),
        gt(orderDetails.licensestate, 0),
      ),
    )
    .orderBy(asc(orderDetails.creatortime), asc(orderDetails.productname), asc(orderDetails.id))
  return orderRows.map((order) => ({ order, lines: lines.filter((line) => line.orderid === order.id) }))
}

// ---------------------------------------------------------------- products and productions

export type ProductForLicence = typeof products.$inferSelect

export async function findProductById(db: DbOrTx, id: string): Promise<ProductForLicence | undefined> {
  const rows = await db.select().from(products).where(eq(products.id, id)).limit(1)
  return rows[0]
}

/** The enabled production of a product (its modules and feature id), if any. */
export async function findProductionOfProduct(db: DbOrTx, productid: string): Promise<ProductionRow | undefined> {
  const rows = await db
    .select()
    .from(productions)
    .where(and(eq(productions.productid, productid), eq(productions.enabledmark, 1)))
    .orderBy(asc(productions.sortcode), asc(productions.id))
    .limit(1)
  return rows[0]
}

export async function selectEnabledProductionsPage(db: DbOrTx, window: PageWindow) {
  const where = eq(productions.enabledmark, 1)
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(productions)
      .where(where)
      .orderBy(asc(productions.sortcode), asc(productions.id))
      .limit(window.pageSize)
      .offset(window.offset),
    db.select({ total: count() }).from(productions).where(where),
  ])
  return { rows, total }
}
