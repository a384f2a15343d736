// WeChat QR login: a random state bound to the browser (cookie) guards the redirect against CSRF; the provider's
// code is single use; a bound unionid logs straight in; an unbound one is remembered as verified for 10 minutes,
// for this browser only, so loginByWx binds exactly the identity WeChat vouched for.
import { randomBytes } from 'node:crypto'
import type { Db } from '../../db/client'
import { ApiError, badRequest, conflict, forbidden } from '../../http/api-error'
import { WechatLoginError, type WechatIdentity, type WechatProvider } from '../../providers/wechat-provider'
import { WECHAT_BINDING_TTL_SECONDS, WECHAT_STATE_TTL_SECONDS } from '../../../domain/limits'
import { bindWechat, findCustomerByUnionid, findOrCreateCustomerByPhone, type CustomerRow } from '../customers/customer-data'
import { consumeLoginCode } from './sms-code-service'
import { findOpenWechatLogin, insertWechatLogin, markCompleted, markVerified } from './wechat-login-data'

const STATE_MISMATCH_MSG = 'state 不匹配'

export async function startWechatLogin(db: Db, wechat: WechatProvider, now: Date) {
  const state = randomBytes(24).toString('base64url')
  await insertWechatLogin(db, { state, created_at: now, expires_at: new Date(now.getTime() + WECHAT_STATE_TTL_SECONDS * 1000) })
  return { state, url: wechat.authorizeUrl(state) }
}

/** The sandbox page and scan: the state must be one we issued and still open. */
export async function requireOpenState(db: Db, state: string, now: Date) {
  const row = await findOpenWechatLogin(db, state, now)
  if (!row) throw badRequest('二维码已过期，请刷新后重新扫码')
  return row
}

export type WechatExchange =
  | { bound: true; customer: CustomerRow; openid: string; unionid: string }
  | { bound: false; openid: string; unionid: string }

/** Where a failed exchange is reported: a pino-style logger (the request's); given no openid, unionid or code. */
export interface WechatFailureLog {
  warn: (fields: Record<string, unknown>, msg: string) => void
}

export const WECHAT_UNAVAILABLE_MSG = '微信登录暂时不可用，请稍后再试或使用手机验证码登录'

/**
 * The provider could not trade the code (refused credentials, WeChat error, unreachable, or no unionid): the
 * customer gets a clear 503 and the login state stays open, so a new scan may work once the cause is gone.
 */
async function tradeCode(wechat: WechatProvider, code: string, now: Date, log?: WechatFailureLog): Promise<WechatIdentity | null> {
  try {
    return await wechat.exchange(code, now)
  } catch (error) {
    if (!(error instanceof WechatLoginError)) throw error
    log?.warn({ provider: wechat.name, reason: error.reason, platformCode: error.platformCode }, 'wechat login exchange failed')
    throw new ApiError(503, WECHAT_UNAVAILABLE_MSG)
  }
}

export async function exchangeWechatCode(
  db: Db,
  wechat: WechatProvider,
  input: { code: string; state: string; cookieState: string | undefined },
  now: Date,
  log?: WechatFailureLog,
): Promise<WechatExchange> {
  if (!input.cookieState || input.cookieState !== input.state) throw forbidden(STATE_MISMATCH_MSG)
  const login = await requireOpenState(db, input.state, now)
  const identity = await tradeCode(wechat, input.code, now, log)
  if (!identity) throw badRequest('授权码无效或已过期，请重新扫码')
  const customer = await findCustomerByUnionid(db, identity.unionid)
  if (customer) {
    await markCompleted(db, login.id, now)
    return { bound: true, customer, openid: identity.openid, unionid: identity.unionid }
  }
  await markVerified(db, login.id, identity.openid, identity.unionid, now)
  return { bound: false, openid: identity.openid, unionid: identity.unionid }
}

/** loginByWx: the ids must be the ones this browser's exchange verified; then the phone proves itself by SMS. */
export async function bindWechatByPhone(
  db: Db,
  input: { phone: string; verCode: string; openId: string; unionId: string; cookieState: string | undefined },
  newCustomerName: string,
  now: Date,
): Promise<CustomerRow> {
  const refused = forbidden('微信授权无效或已过期，请重新扫码')
  const login = input.cookieState ? await findOpenWechatLogin(db, input.cookieState, now) : undefined
  const verifiedAt = login?.verified_at?.getTime()
  if (!login || verifiedAt === undefined || verifiedAt + WECHAT_BINDING_TTL_SECONDS * 1000 <= now.getTime()) throw refused
  if (login.openid !== input.openId || login.unionid !== input.unionId) throw refused

  // The code is consumed before any account detail is revealed (a 409 names no phone to a guesser).
  await consumeLoginCode(db, input.phone, input.verCode, now)
  const customer = await findOrCreateCustomerByPhone(db, input.phone, newCustomerName)
  if (customer.unionid && customer.unionid !== input.unionId) throw conflict('该手机号已绑定其他微信账号')
  const holder = await findCustomerByUnionid(db, input.unionId)
  if (holder && holder.id !== customer.id) throw conflict('该微信已绑定其他账号')
  if (!(await markCompleted(db, login.id, now))) throw refused
  try {
    await bindWechat(db, customer.id, input.openId, input.unionId)
  } catch (error) {
    // Two bindings of one identity racing: the unique index lets one win.
    if (isUniqueViolation(error)) throw conflict('该微信已绑定其他账号')
    throw error
  }
  return { ...customer, openid: input.openId, unionid: input.unionId }
}

function isUniqueViolation(error: unknown): boolean {
  if (error instanceof ApiError) return false
  const e = error as { code?: string; cause?: { code?: string } }
  return e?.code === '23505' || e?.cause?.code === '23505'
}
