// Cart rules: the caller's own items only; only online, enabled products; the unit, count and duration a product
// allows; one line per product, unit and duration; prices always from the catalogue (never from the client).
import type { Identity } from '../../auth/identity'
import type { Db, DbOrTx } from '../../db/client'
import { ApiError, badRequest, conflict, forbidden, notFound } from '../../http/api-error'
import { LINE_MAX_NUMBER, type DurationUnit } from '../../../domain/limits'
import { fenToYuan, lineTotalFen, lockedCount, UNIT_LABEL } from '../../../domain/pricing'
import { requireCustomer } from '../customers/customer-service'
import { findProductById, type ProductRow } from '../products/product-data'
import { checkSellableLine } from '../products/sellable-line'
import { toProduct } from '../products/product-view'
import {
  deleteOwnCartItems,
  existingCartItemIds,
  findCartItem,
  findSameLine,
  selectCartItemsOf,
  updateOwnCartItem,
  upsertCartLine,
  type CartItemRow,
} from './cart-data'

export interface CartLineInput {
  id?: string
  productid: string
  number: number
  duration: number
  durationunion: DurationUnit
}

function toCartItem(item: CartItemRow, product: ProductRow) {
  const unit = item.durationunion as DurationUnit
  const total = lineTotalFen(product, unit, item.duration, item.number)
  return {
    id: item.id,
    userid: item.userid,
    username: item.username ?? '',
    producttype: product.type,
    productname: product.name,
    productid: item.productid,
    number: item.number,
    duration: item.duration,
    durationunion: unit,
    productmes: toProduct(product),
    price: total === null ? -1 : fenToYuan(total),
    unit: UNIT_LABEL[unit],
  }
}

export async function listCart(db: Db, identity: Identity | null) {
  const customer = await requireCustomer(db, identity)
  const rows = await selectCartItemsOf(db, customer.id)
  return rows.map(({ item, product }) => toCartItem(item, product))
}

/** The product, if it can be bought online, and the line checked against its unit, count and duration. */
async function sellableProduct(db: DbOrTx, input: CartLineInput): Promise<ProductRow> {
  return checkSellableLine(await findProductById(db, input.productid), input)
}

const tooMany = () => badRequest(`购物车中同一产品的数量不能超过${LINE_MAX_NUMBER}`)

export async function addToCart(db: Db, identity: Identity | null, input: CartLineInput) {
  const customer = await requireCustomer(db, identity)
  const product = await sellableProduct(db, input)
  // Name, type and owner come from the catalogue and the session, whatever the body says.
  const item = await upsertCartLine(
    db,
    {
      userid: customer.id,
      username: customer.username,
      productid: product.id,
      producttype: product.type,
      productname: product.name,
      number: input.number,
      duration: input.duration,
      durationunion: input.durationunion,
    },
    LINE_MAX_NUMBER,
    lockedCount(product) !== null,
  )
  if (!item) throw tooMany()
  return toCartItem(item, product)
}

/** The caller's item, else 403 (another customer's) or 404 (none). */
async function ownItem(db: DbOrTx, customerId: string, id: string): Promise<CartItemRow> {
  const item = await findCartItem(db, id)
  if (!item) throw notFound('购物车中没有该产品')
  if (item.userid !== customerId) throw forbidden()
  return item
}

const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } } | undefined
  return e?.code === '23505' || e?.cause?.code === '23505'
}

/**
 * Changes number, duration or unit of one of the caller's lines. The product cannot change. When the new unit and
 * duration equal another line of the same product, the two merge into that line (its number raised, this one gone).
 */
export async function changeCartItem(db: Db, identity: Identity | null, id: string, input: CartLineInput) {
  const customer = await requireCustomer(db, identity)
  if (input.id !== undefined && input.id !== id) throw badRequest('请求体中的 id 与路径不一致')
  try {
    return await db.transaction(async (tx) => {
      const item = await ownItem(tx, customer.id, id)
      if (input.productid !== item.productid) throw badRequest('不能更改购物车项的产品，请删除后重新添加')
      const product = await sellableProduct(tx, input)
      const same = await findSameLine(tx, item, input.durationunion, input.duration)
      if (same) {
        const number = lockedCount(product) ?? same.number + input.number
        if (number > LINE_MAX_NUMBER) throw tooMany()
        await deleteOwnCartItems(tx, [item.id], customer.id)
        const merged = await updateOwnCartItem(tx, same.id, customer.id, {
          number,
          duration: same.duration,
          durationunion: same.durationunion,
        })
        return toCartItem(merged!, product)
      }
      const change = { number: input.number, duration: input.duration, durationunion: input.durationunion }
      const updated = await updateOwnCartItem(tx, item.id, customer.id, change)
      if (!updated) throw notFound('购物车中没有该产品')
      return toCartItem(updated, product)
    })
  } catch (error) {
    // A concurrent add created the same line between the check and the update.
    if (!(error instanceof ApiError) && isUniqueViolation(error)) throw conflict('购物车已变化，请刷新后重试')
    throw error
  }
}

export async function removeCartItem(db: Db, identity: Identity | null, id: string) {
  const customer = await requireCustomer(db, identity)
  await db.transaction(async (tx) => {
    await ownItem(tx, customer.id, id)
    await deleteOwnCartItems(tx, [id], customer.id)
  })
}

/** All or nothing: when any id is another customer's (403) or missing (404), no item is deleted. */
export async function removeCartItems(db: Db, identity: Identity | null, idList: string) {
  const customer = await requireCustomer(db, identity)
  const ids = [...new Set(idList.split(',').filter(Boolean))]
  if (ids.length === 0) throw badRequest('ids: 请选择要删除的产品')
  await db.transaction(async (tx) => {
    const deleted = await deleteOwnCartItems(tx, ids, customer.id)
    if (deleted.length === ids.length) return
    // Throwing rolls the deletion back. The caller's own ids are already gone here: what remains is someone else's.
    if ((await existingCartItemIds(tx, ids)).length > 0) throw forbidden()
    throw notFound('购物车中没有该产品')
  })
}
