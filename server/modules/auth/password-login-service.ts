// Legacy account-and-password login (/api/oauth/Login). One answer for a wrong account and a wrong password;
// five failures of one account within 15 minutes lock it (429) for the rest of that window, existing or not.
// Each attempt is recorded as a failure under the account's lock before the (slow) password check, and given back
// only when the password was right: parallel guesses cannot all pass the count before any is recorded.
import type { Db } from '../../db/client'
import { badRequest, tooMany } from '../../http/api-error'
import { PASSWORD_LOCK_WINDOW_SECONDS, PASSWORD_MAX_FAILURES } from '../../../domain/limits'
import { findCustomerByAccount, type CustomerRow } from '../customers/customer-data'
import { LOCK_SPACE, withKeyLocks } from '../../db/key-lock'
import { countLoginFailures, forgetLoginFailure, recordLoginFailure } from './login-failure-data'
import { verifyPassword } from './password-hash'

const WRONG_CREDENTIALS_MSG = '账号或密码错误'
const MD5_HEX = /^[0-9a-f]{32}$/

export async function loginWithPassword(db: Db, input: { account: string; password: string; ip: string }, now: Date): Promise<CustomerRow> {
  const account = input.account.trim()
  const since = new Date(now.getTime() - PASSWORD_LOCK_WINDOW_SECONDS * 1000)
  const attemptId = await withKeyLocks(db, [[LOCK_SPACE.passwordLogin, account]], async (tx) => {
    if ((await countLoginFailures(tx, account, since)) >= PASSWORD_MAX_FAILURES) {
      throw tooMany(`密码错误次数过多，请 ${PASSWORD_LOCK_WINDOW_SECONDS / 60} 分钟后再试`)
    }
    return recordLoginFailure(tx, account, input.ip, now)
  })
  const digest = input.password.toLowerCase()
  const customer = account ? await findCustomerByAccount(db, account) : undefined
  // verifyPassword runs scrypt even without a customer, so timing does not tell which accounts exist.
  const ok = (await verifyPassword(digest, customer?.password_hash)) && MD5_HEX.test(digest) && customer !== undefined
  if (!ok || !customer) throw badRequest(WRONG_CREDENTIALS_MSG)
  await forgetLoginFailure(db, attemptId)
  return customer
}
