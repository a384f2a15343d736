// Sign-in by phone and SMS code, logout, and the reseller profile.
import { forbidden, sessionInvalid } from '../../http/api-error'
import type { HandlerMap } from '../../http/operation-types'
import { findOrCreateCustomerByPhone } from '../customers/customer-data'
import { findRetailerByPhone, findRetailerWithLevel } from './retailer-data'
import { consumeLoginCode, sendLoginCode } from './sms-code-service'
import { issueToken, revoke } from './token-service'

export const authHandlers: HandlerMap = {
  async sendSmsCode({ db, providers, query, request }) {
    await sendLoginCode(db, providers.sms, query.phone, request.ip)
    return { data: null, msg: '发送成功' }
  },

  async loginCustomerByPhone({ db, body }) {
    await consumeLoginCode(db, body.phone, body.verCode)
    const customer = await findOrCreateCustomerByPhone(db, body.phone, `用户${body.phone.slice(-4)}`)
    const { token, expiresAt } = await issueToken(db, { kind: 'customer', id: customer.id })
    return { data: { token, expiresAt: expiresAt.toISOString() }, msg: token }
  },

  async loginRetailerByPhone({ db, body }) {
    const retailer = await findRetailerByPhone(db, body.phone)
    // Checked first so a code is not consumed by a phone that can never sign in here.
    if (!retailer) throw forbidden('该手机号不是分销商账号')
    await consumeLoginCode(db, body.phone, body.verCode)
    const { token, expiresAt } = await issueToken(db, { kind: 'retailer', id: retailer.id })
    return { data: { token, expiresAt: expiresAt.toISOString() }, msg: token }
  },

  async logout({ db, identity }) {
    if (!identity) throw sessionInvalid()
    await revoke(db, identity)
    return { data: null, msg: '已退出登录' }
  },

  async getRetailerInfo({ db, identity }) {
    if (!identity || identity.kind !== 'retailer') throw forbidden('该功能仅对分销商开放')
    const row = await findRetailerWithLevel(db, identity.id)
    if (!row) throw sessionInvalid()
    const { retailer, levelname } = row
    return {
      data: {
        id: retailer.id,
        retailername: retailer.retailername,
        companyname: retailer.companyname,
        phonenumber: retailer.phonenumber,
        retailcode: retailer.retailcode,
        retaillevel: retailer.retaillevel,
        levelname,
      },
    }
  },
}
