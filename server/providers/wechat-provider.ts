// WeChat website QR login (OAuth 2.0 "snsapi_login"). A real provider sends the browser to open.weixin.qq.com with
// our state and trades the returned code at api.weixin.qq.com/sns/oauth2/access_token; the sandbox does both itself.
import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Db } from '../db/client'
import { wechatSandboxCodes } from '../db/schema'
import { SANDBOX_WECHAT_IDENTITIES, type SandboxWechatIdentityKey } from '../db/seed-data/demo-accounts'
import { WECHAT_CODE_TTL_SECONDS } from '../../domain/limits'

export interface WechatIdentity {
  openid: string
  unionid: string
  nickname: string
}

export interface WechatProvider {
  readonly name: string
  /** Where the browser scans: WeChat's QR page, or the sandbox page. Carries our state unchanged. */
  authorizeUrl(state: string): string
  /** Trades a one-time code for the identity; null when the code is unknown, used or expired. */
  exchange(code: string, now: Date): Promise<WechatIdentity | null>
}

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex')

/** Development, tests and staging: a page on this server plays WeChat; codes live in wechat_sandbox_codes. */
export class SandboxWechatProvider implements WechatProvider {
  readonly name = 'sandbox'

  /** publicBaseUrl: absolute URLs on the configured origin (staging); unset, relative to the page's own origin. */
  constructor(
    private readonly db: Db,
    private readonly publicBaseUrl = '',
  ) {}

  authorizeUrl(state: string): string {
    return `${this.publicBaseUrl}/api/sandbox/wechat/authorize?state=${encodeURIComponent(state)}`
  }

  /** What a scan does at WeChat: a code, single use, valid 10 minutes, for the chosen test identity. */
  async issueCode(state: string, identity: SandboxWechatIdentityKey, now: Date): Promise<string> {
    const code = randomBytes(24).toString('base64url')
    await this.db.insert(wechatSandboxCodes).values({
      code_hash: hashCode(code),
      state,
      identity,
      created_at: now,
      expires_at: new Date(now.getTime() + WECHAT_CODE_TTL_SECONDS * 1000),
    })
    return code
  }

  async exchange(code: string, now: Date): Promise<WechatIdentity | null> {
    // Conditional update: of two exchanges racing with one code, exactly one gets the identity.
    const rows = await this.db
      .update(wechatSandboxCodes)
      .set({ used_at: now })
      .where(
        and(eq(wechatSandboxCodes.code_hash, hashCode(code)), isNull(wechatSandboxCodes.used_at), gt(wechatSandboxCodes.expires_at, now)),
      )
      .returning({ identity: wechatSandboxCodes.identity })
    const found = SANDBOX_WECHAT_IDENTITIES.find((i) => i.key === rows[0]?.identity)
    return found ? { openid: found.openid, unionid: found.unionid, nickname: found.nickname } : null
  }
}

/**
 * A real provider could not trade a code for an identity for a reason other than a bad code: `no-unionid` when
 * WeChat vouches for the person without a unionid (the app is not bound to our open-platform account, and the store
 * keys customers by unionid), `unavailable` for refused credentials, other WeChat errors or an unreachable API.
 */
export class WechatLoginError extends Error {
  override name = 'WechatLoginError'
  constructor(
    readonly reason: 'no-unionid' | 'unavailable',
    readonly platformCode: string,
    message: string,
  ) {
    super(message)
  }
}
