// SQL for cart items (always filtered by the owner).
import { asc, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { cartItems, products } from '../../db/schema'

export function selectCartItemsOf(db: DbOrTx, userid: string) {
  return db
    .select({ item: cartItems, product: products })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productid))
    .where(eq(cartItems.userid, userid))
    .orderBy(asc(cartItems.creatortime), asc(cartItems.id))
}
