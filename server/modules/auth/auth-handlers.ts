// Sign-in by phone and SMS code, legacy password login, logout, and the reseller profile.
import { ApiError, forbidden, sessionInvalid } from '../../http/api-error'
import type { HandlerMap } from '../../http/operation-types'
import { findOrCreateCustomerByPhone } from '../customers/customer-data'
import { newCustomerName } from '../customers/customer-service'
import { loginWithPassword } from './password-login-service'
import { findRetailerByPhone, findRetailerWithLevel } from './retailer-data'
import { checkLoginCode, consumeLoginCode, sendLoginCode } from './sms-code-service'
import { issueToken, listSessions, loginContext, revoke, revokeSession, revokeSessions } from './token-service'
import { SUCCESS_MESSAGES } from '../../../domain/success-messages'

export const authHandlers: HandlerMap = {
  async sendSmsCode({ db, providers, query, request, clock }) {
    await sendLoginCode(db, providers.sms, query.phone, request.ip, clock(), request.log)
    return { data: null, msg: SUCCESS_MESSAGES.codeSent }
  },

  async checkSmsCode({ db, query, clock }) {
    await checkLoginCode(db, query.phone, query.verCode, clock())
    return { data: null, msg: '验证成功' }
  },

  async loginCustomerByPhone({ db, body, request, clock }) {
    const now = clock()
    await consumeLoginCode(db, body.phone, body.verCode, now)
    const customer = await findOrCreateCustomerByPhone(db, body.phone, newCustomerName(body.phone))
    const { token, expiresAt } = await issueToken(db, { kind: 'customer', id: customer.id }, now, loginContext(request))
    return { data: { token, expiresAt: expiresAt.toISOString() }, msg: token }
  },

  async loginRetailerByPhone({ db, body, request, clock }) {
    const now = clock()
    const retailer = await findRetailerByPhone(db, body.phone)
    // Checked first so a code is not consumed by a phone that can never sign in here.
    if (!retailer) throw forbidden('该手机号不是分销商账号')
    await consumeLoginCode(db, body.phone, body.verCode, now)
    const { token, expiresAt } = await issueToken(db, { kind: 'retailer', id: retailer.id }, now, loginContext(request))
    return { data: { token, expiresAt: expiresAt.toISOString() }, msg: token }
  },

  async loginWithPassword({ db, body, request, clock }) {
    // The contract is form-encoded only (Fastify would validate a JSON body against the same schema).
    if (!String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
      throw new ApiError(415, '请以表单格式（application/x-www-form-urlencoded）提交')
    }
    const now = clock()
    const customer = await loginWithPassword(db, { account: body.account, password: body.password, ip: request.ip }, now)
    const { token, expiresAt } = await issueToken(db, { kind: 'customer', id: customer.id }, now, loginContext(request))
    return { data: { token, expiresAt: expiresAt.toISOString() }, msg: token }
  },

  async logout({ db, identity, clock }) {
    if (!identity) throw sessionInvalid()
    await revoke(db, identity, clock())
    return { data: null, msg: '已退出登录' }
  },

  async listSessions({ db, identity, clock }) {
    if (!identity) throw sessionInvalid()
    return { data: { list: await listSessions(db, identity, clock()) } }
  },

  async revokeSession({ db, identity, params, clock }) {
    if (!identity) throw sessionInvalid()
    await revokeSession(db, identity, params.id, clock())
    return { data: null, msg: '已退出该设备' }
  },

  async revokeSessions({ db, identity, body, clock }) {
    if (!identity) throw sessionInvalid()
    const revoked = await revokeSessions(db, identity, body.scope, clock())
    return { data: { revoked }, msg: body.scope === 'all' ? '已退出全部设备' : '已退出其他设备' }
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
