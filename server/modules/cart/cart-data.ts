// SQL for cart items (always filtered by the owner).
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { cartItems, products } from '../../db/schema'

export type CartItemRow = typeof cartItems.$inferSelect
export type NewCartItem = typeof cartItems.$inferInsert

export function selectCartItemsOf(db: DbOrTx, userid: string) {
  return db
    .select({ item: cartItems, product: products })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productid))
    .where(eq(cartItems.userid, userid))
    .orderBy(asc(cartItems.creatortime), asc(cartItems.id))
}

/** Any customer's item: the service tells "not yours" (403) from "not there" (404). */
export async function findCartItem(db: DbOrTx, id: string): Promise<CartItemRow | undefined> {
  const rows = await db.select().from(cartItems).where(eq(cartItems.id, id)).limit(1)
  return rows[0]
}

/**
 * Adds a line, or raises the number of the caller's line with the same product, unit and duration (unique index
 * cart_items_line_uq): one statement, so two concurrent adds cannot make two rows. keepNumber leaves a line whose
 * number the product fixes as it is. Nothing is written (undefined) when the merged number would exceed maxNumber.
 */
export async function upsertCartLine(db: DbOrTx, line: NewCartItem & { number: number }, maxNumber: number, keepNumber: boolean) {
  const merged = keepNumber ? sql`excluded.number` : sql`${cartItems.number} + excluded.number`
  const rows = await db
    .insert(cartItems)
    .values(line)
    .onConflictDoUpdate({
      target: [cartItems.userid, cartItems.productid, cartItems.durationunion, cartItems.duration],
      set: {
        number: merged,
        username: sql`excluded.username`,
        producttype: sql`excluded.producttype`,
        productname: sql`excluded.productname`,
      },
      setWhere: sql`${merged} <= ${maxNumber}`,
    })
    .returning()
  return rows[0]
}

/** The caller's other line with this product, unit and duration (where an edited line would merge). */
export async function findSameLine(db: DbOrTx, item: CartItemRow, durationunion: string, duration: number) {
  const rows = await db
    .select()
    .from(cartItems)
    .where(
      and(
        eq(cartItems.userid, item.userid),
        eq(cartItems.productid, item.productid),
        eq(cartItems.durationunion, durationunion),
        eq(cartItems.duration, duration),
        ne(cartItems.id, item.id),
      ),
    )
    .limit(1)
    .for('update')
  return rows[0]
}

export async function updateOwnCartItem(
  db: DbOrTx,
  id: string,
  userid: string,
  change: Pick<NewCartItem, 'number' | 'duration' | 'durationunion'>,
): Promise<CartItemRow | undefined> {
  const rows = await db
    .update(cartItems)
    .set(change)
    .where(and(eq(cartItems.id, id), eq(cartItems.userid, userid)))
    .returning()
  return rows[0]
}

/** Deletes the caller's items among ids; answers the ids deleted. */
export async function deleteOwnCartItems(db: DbOrTx, ids: string[], userid: string): Promise<string[]> {
  const rows = await db
    .delete(cartItems)
    .where(and(inArray(cartItems.id, ids), eq(cartItems.userid, userid)))
    .returning({ id: cartItems.id })
  return rows.map((row) => row.id)
}

/** Which of ids exist at all, whoever owns them. */
export async function existingCartItemIds(db: DbOrTx, ids: string[]): Promise<string[]> {
  const rows = await db.select({ id: cartItems.id }).from(cartItems).where(inArray(cartItems.id, ids))
  return rows.map((row) => row.id)
}
