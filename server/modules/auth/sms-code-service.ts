// SMS login codes: 6 digits, valid 5 minutes, single use, dead after 5 wrong checks.
// The rate limits of issue 3 (resend window, hourly and daily caps, per-IP) build on this module.
import { createHash, randomInt } from 'node:crypto'
import type { Db } from '../../db/client'
import { badRequest } from '../../http/api-error'
import type { SmsProvider } from '../../providers/sms-provider'
import { consumeCode, countFailedAttempt, findLatestLiveCode, insertSmsCode } from './sms-code-data'

export const SMS_CODE_TTL_MS = 5 * 60 * 1000
export const SMS_MAX_ATTEMPTS = 5
const PURPOSE = 'login'

const hashCode = (phone: string, code: string) => createHash('sha256').update(`${phone}:${code}`).digest('hex')

export async function sendLoginCode(db: Db, sms: SmsProvider, phone: string, ip: string, now = new Date()) {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  await insertSmsCode(db, {
    phone,
    code_hash: hashCode(phone, code),
    purpose: PURPOSE,
    expires_at: new Date(now.getTime() + SMS_CODE_TTL_MS),
    ip,
  })
  await sms.send({ phone, code, text: `【Summit】您的验证码是 ${code}，5分钟内有效。请勿泄露给他人。`, sentAt: now })
}

/** Checks and consumes the phone's latest code; any failure gives the same message. */
export async function consumeLoginCode(db: Db, phone: string, code: string, now = new Date()) {
  const row = await findLatestLiveCode(db, phone, PURPOSE, now)
  const invalid = badRequest('验证码错误或已失效')
  if (!row || row.attempts >= SMS_MAX_ATTEMPTS) throw invalid
  if (row.code_hash !== hashCode(phone, code)) {
    await countFailedAttempt(db, row.id)
    throw invalid
  }
  if (!(await consumeCode(db, row.id, now))) throw invalid
}
