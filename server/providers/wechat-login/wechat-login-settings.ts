// WECHAT_LOGIN_* settings of the open-platform website application; WeChat's base URLs default to the real ones.
import { ConfigError } from '../../config-error'

export interface WechatLoginSettings {
  appId: string
  secret: string
  openBaseUrl: string
  apiBaseUrl: string
}

export const WECHAT_OPEN_DEFAULT_BASE_URL = 'https://open.weixin.qq.com'
export const WECHAT_API_DEFAULT_BASE_URL = 'https://api.weixin.qq.com'

const NAMES = ['WECHAT_LOGIN_APPID', 'WECHAT_LOGIN_SECRET', 'WECHAT_OPEN_BASE_URL', 'WECHAT_API_BASE_URL'] as const

function baseUrl(name: string, value: string): string {
  try {
    const url = new URL(value)
    if (url.protocol === 'https:' || url.protocol === 'http:') return value.replace(/\/+$/, '')
  } catch {
    // reported below
  }
  throw new ConfigError(`${name} is not an http(s) URL`)
}

/** undefined when no WECHAT_LOGIN_* / WECHAT_*_BASE_URL variable is set; ConfigError (never printing the secret) otherwise if incomplete. */
export function readWechatLoginSettings(env: NodeJS.ProcessEnv): WechatLoginSettings | undefined {
  const value = (name: string) => env[name]?.trim() || undefined
  if (NAMES.every((name) => value(name) === undefined)) return undefined
  const missing = NAMES.slice(0, 2).filter((name) => value(name) === undefined)
  if (missing.length > 0) throw new ConfigError(`WeChat login settings incomplete: missing ${missing.join(', ')}`)
  const appId = value('WECHAT_LOGIN_APPID')!
  if (!/^wx[0-9a-zA-Z]{16}$/.test(appId)) throw new ConfigError('WECHAT_LOGIN_APPID must look like wx followed by 16 characters')
  return {
    appId,
    secret: value('WECHAT_LOGIN_SECRET')!,
    openBaseUrl: baseUrl('WECHAT_OPEN_BASE_URL', value('WECHAT_OPEN_BASE_URL') ?? WECHAT_OPEN_DEFAULT_BASE_URL),
    apiBaseUrl: baseUrl('WECHAT_API_BASE_URL', value('WECHAT_API_BASE_URL') ?? WECHAT_API_DEFAULT_BASE_URL),
  }
}
