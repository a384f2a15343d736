// WeChat QR login: render (the URL of the QR frame), callback (code and state), loginByWx (phone binding).
import type { HandlerMap } from '../../http/operation-types'
import { newCustomerName, toUserInfo } from '../customers/customer-service'
import { issueToken, loginContext } from './token-service'
import { clearStateCookie, readStateCookie, setStateCookie } from './wechat-cookie'
import { bindWechatByPhone, exchangeWechatCode, startWechatLogin } from './wechat-login-service'

export const wechatHandlers: HandlerMap = {
  async getWechatLoginUrl({ db, providers, config, reply, clock }) {
    const { state, url } = await startWechatLogin(db, providers.wechat, clock())
    setStateCookie(reply, config, state)
    return { data: null, msg: url }
  },

  async exchangeWechatCode({ db, providers, config, body, request, reply, clock }) {
    const now = clock()
    const result = await exchangeWechatCode(db, providers.wechat, { ...body, cookieState: readStateCookie(request) }, now, request.log)
    if (!result.bound) return { data: { openid: result.openid, unionid: result.unionid }, msg: '首次扫码登录需要绑定手机号' }
    const { token } = await issueToken(db, { kind: 'customer', id: result.customer.id }, now, loginContext(request))
    clearStateCookie(reply, config)
    return {
      data: { accessToken: token, userInfo: toUserInfo(result.customer), openid: result.openid, unionid: result.unionid },
      msg: '登录成功',
    }
  },

  async loginByWechatBinding({ db, config, body, request, reply, clock }) {
    const now = clock()
    const customer = await bindWechatByPhone(db, { ...body, cookieState: readStateCookie(request) }, newCustomerName(body.phone), now)
    const { token, expiresAt } = await issueToken(db, { kind: 'customer', id: customer.id }, now, loginContext(request))
    clearStateCookie(reply, config)
    return { data: { token, expiresAt: expiresAt.toISOString() }, msg: token }
  },
}
