// The WeChat login machine's sample data, once: the registry (viewer, docs, path generation) and
// tests/machines/wechat-login*.ts use these.
import type { EventObject } from 'xstate'
import { ApiError } from '../../../domain/api-error'

export const QR_URL = '/api/sandbox/wechat/authorize?state=s1'
export const SCAN = { code: 'c1', state: 's1' }
export const BIND_PHONE = '13800138000'
export const BIND_CODE = '123456'

export const phoneEvent = (phone: string): EventObject => ({ type: 'phone.change', phone }) as EventObject
export const codeEvent = (code: string): EventObject => ({ type: 'code.change', code }) as EventObject

/** The sample events, answers and failures the suite generates its paths with. */
export const WECHAT_SAMPLES = {
  events: {
    'phone.change': [phoneEvent(''), phoneEvent('12345'), phoneEvent(BIND_PHONE)],
    'code.change': [codeEvent(''), codeEvent(BIND_CODE)],
  },
  outputs: {
    fetchQrUrl: [QR_URL],
    exchangeCode: [
      { accessToken: 'tok-bound', userInfo: { id: 'u1' }, openid: 'o-a', unionid: 'u-a' },
      { openid: 'o-b', unionid: 'u-b' },
      {},
    ],
    bindLogin: [
      { msg: 'tok-new', data: { token: 'tok-new' } },
      { msg: '', data: null },
    ],
  },
  errors: {
    fetchQrUrl: [new Error('offline')],
    exchangeCode: [new ApiError(400, '授权码无效或已过期，请重新扫码', 400)],
    bindLogin: [new ApiError(409, '该手机号已绑定其他微信账号', 409)],
  },
}
