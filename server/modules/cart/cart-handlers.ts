// The caller's cart (thin: rules in cart-service.ts). Prices always come from the catalogue, never from the client.
import type { HandlerMap } from '../../http/operation-types'
import { wholeList } from '../../http/paging'
import { addToCart, changeCartItem, listCart, removeCartItem, removeCartItems } from './cart-service'
import { SUCCESS_MESSAGES } from '../../../domain/success-messages'

export const cartHandlers: HandlerMap = {
  async listCartItems({ db, identity }) {
    return { data: wholeList(await listCart(db, identity)) }
  },

  async createCartItem({ db, identity, body }) {
    return { data: await addToCart(db, identity, body), msg: SUCCESS_MESSAGES.cartAdded }
  },

  async updateCartItem({ db, identity, params, body }) {
    return { data: await changeCartItem(db, identity, params.id, body), msg: SUCCESS_MESSAGES.cartChanged }
  },

  async deleteCartItem({ db, identity, params }) {
    await removeCartItem(db, identity, params.id)
    return { data: null, msg: SUCCESS_MESSAGES.cartDeleted }
  },

  async batchRemoveCartItems({ db, identity, params }) {
    await removeCartItems(db, identity, params.ids)
    return { data: null, msg: SUCCESS_MESSAGES.cartDeleted }
  },
}
