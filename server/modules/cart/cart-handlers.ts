// The caller's cart (thin: rules in cart-service.ts). Prices always come from the catalogue, never from the client.
import type { HandlerMap } from '../../http/operation-types'
import { wholeList } from '../../http/paging'
import { addToCart, changeCartItem, listCart, removeCartItem, removeCartItems } from './cart-service'

export const cartHandlers: HandlerMap = {
  async listCartItems({ db, identity }) {
    return { data: wholeList(await listCart(db, identity)) }
  },

  async createCartItem({ db, identity, body }) {
    return { data: await addToCart(db, identity, body), msg: '添加成功' }
  },

  async updateCartItem({ db, identity, params, body }) {
    return { data: await changeCartItem(db, identity, params.id, body), msg: '修改成功' }
  },

  async deleteCartItem({ db, identity, params }) {
    await removeCartItem(db, identity, params.id)
    return { data: null, msg: '删除成功' }
  },

  async batchRemoveCartItems({ db, identity, params }) {
    await removeCartItems(db, identity, params.ids)
    return { data: null, msg: '删除成功' }
  },
}
