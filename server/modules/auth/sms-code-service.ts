// SMS login codes: 6 digits, valid 5 minutes, single use, dead after 5 wrong checks; sending is rate limited per
// phone (60 s between codes, 5 an hour, 10 a day) and per IP (30 an hour), counted in SQL over sms_codes under
// the phone's and the IP's locks, so concurrent sends are counted one after another. A new code retires the
// phone's older ones, and only the latest code of a phone is ever checked.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto'
import type { Db } from '../../db/client'
import { LOCK_SPACE, withKeyLocks } from '../../db/key-lock'
import { ApiError, badRequest, tooMany } from '../../http/api-error'
import { maskPhone } from '../../../domain/phone-mask'
import { SmsSendError, type SmsProvider } from '../../providers/sms-provider'
import {
  SMS_CODE_TTL_SECONDS,
  SMS_MAX_PER_IP_PER_HOUR,
  SMS_MAX_PER_PHONE_PER_DAY,
  SMS_MAX_PER_PHONE_PER_HOUR,
  SMS_MAX_WRONG_CHECKS,
  SMS_RESEND_SECONDS,
} from '../../../domain/limits'
import {
  claimAttempt,
  consumeCode,
  countSentFromIp,
  deleteSmsCode,
  findLatestCode,
  insertSmsCode,
  phoneSendStats,
  refundAttempt,
  retireCodes,
} from './sms-code-data'

const PURPOSE = 'login'
const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS

const hashCode = (phone: string, code: string) => createHash('sha256').update(`${phone}:${code}`).digest()

const INVALID_CODE_MSG = '验证码错误或已失效'

/** Where a failed send is reported: a pino-style logger (the request's); never given the phone or the code. */
export interface SmsFailureLog {
  warn: (fields: Record<string, unknown>, msg: string) => void
}

/**
 * Sends a new code unless a limit is reached (429 with a message saying when to try again).
 * Nothing here looks at whether the phone belongs to a customer: the answer is the same either way.
 * When the provider cannot send (SmsSendError), the new code is deleted (it does not count as sent, so the customer
 * may try again at once) and the customer gets a clear message: 429 for the platform's per-phone flow control,
 * 400 for a number it refuses, 503 otherwise. Any other error propagates as before.
 */
export async function sendLoginCode(db: Db, sms: SmsProvider, phone: string, ip: string, now: Date, log?: SmsFailureLog) {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const locks = [
    [LOCK_SPACE.smsPhone, phone],
    [LOCK_SPACE.smsIp, ip],
  ] as const
  const codeId = await withKeyLocks(db, locks, async (tx) => {
    const stats = await phoneSendStats(tx, phone, new Date(now.getTime() - HOUR_MS), new Date(now.getTime() - DAY_MS))
    if (stats.latest) {
      const waitMs = stats.latest.getTime() + SMS_RESEND_SECONDS * 1000 - now.getTime()
      if (waitMs > 0) throw tooMany(`验证码已发送，请 ${Math.ceil(waitMs / 1000)} 秒后再试`)
    }
    if (stats.lastDay >= SMS_MAX_PER_PHONE_PER_DAY) throw tooMany('该手机号今日获取验证码次数已达上限，请明天再试')
    if (stats.lastHour >= SMS_MAX_PER_PHONE_PER_HOUR) throw tooMany('该手机号获取验证码过于频繁，请 1 小时后再试')
    if ((await countSentFromIp(tx, ip, new Date(now.getTime() - HOUR_MS))) >= SMS_MAX_PER_IP_PER_HOUR) {
      throw tooMany('当前网络获取验证码过于频繁，请稍后再试')
    }
    await retireCodes(tx, phone, PURPOSE, now)
    return insertSmsCode(tx, {
      phone,
      code_hash: hashCode(phone, code).toString('hex'),
      purpose: PURPOSE,
      created_at: now,
      expires_at: new Date(now.getTime() + SMS_CODE_TTL_SECONDS * 1000),
      ip,
    })
  })
  try {
    await sms.send({ phone, code, text: `【Summit】您的验证码是 ${code}，5分钟内有效。请勿泄露给他人。`, sentAt: now })
  } catch (error) {
    if (!(error instanceof SmsSendError)) throw error
    await deleteSmsCode(db, codeId)
    log?.warn({ provider: sms.name, phone: maskPhone(phone), reason: error.reason, platformCode: error.platformCode }, 'sms send failed')
    throw smsFailureAnswer(error)
  }
}

export const SMS_RATE_LIMITED_MSG = '该手机号获取验证码过于频繁，请稍后再试'
export const SMS_INVALID_PHONE_MSG = '该手机号无法接收短信，请检查号码'
export const SMS_UNAVAILABLE_MSG = '短信发送失败，请稍后再试'

function smsFailureAnswer(error: SmsSendError): ApiError {
  if (error.reason === 'rate-limited') return tooMany(SMS_RATE_LIMITED_MSG)
  if (error.reason === 'invalid-phone') return badRequest(SMS_INVALID_PHONE_MSG)
  return new ApiError(503, SMS_UNAVAILABLE_MSG)
}

/** Checks the phone's latest live code; every check is counted first, a right one given back or consumed. */
async function verify(db: Db, phone: string, code: string, now: Date, onRight: (id: string) => Promise<boolean>) {
  // The latest code, used or not: an older code is superseded even when the newer one is already used.
  const row = await findLatestCode(db, phone, PURPOSE)
  if (!row || row.used_at || row.expires_at.getTime() <= now.getTime()) throw badRequest(INVALID_CODE_MSG)
  if (!(await claimAttempt(db, row.id, SMS_MAX_WRONG_CHECKS))) throw badRequest(INVALID_CODE_MSG)
  if (!timingSafeEqual(Buffer.from(row.code_hash, 'hex'), hashCode(phone, code))) throw badRequest(INVALID_CODE_MSG)
  if (!(await onRight(row.id))) throw badRequest(INVALID_CODE_MSG)
}

/** checkVerCode: the code stays usable; a wrong check counts towards the five. */
export async function checkLoginCode(db: Db, phone: string, code: string, now: Date) {
  await verify(db, phone, code, now, async (id) => {
    await refundAttempt(db, id)
    return true
  })
}

/** Checks and consumes the phone's latest code; any failure gives the same message. */
export async function consumeLoginCode(db: Db, phone: string, code: string, now: Date) {
  await verify(db, phone, code, now, (id) => consumeCode(db, id, now))
}
