// ALIYUN_SMS_* settings: all four credentials/template variables or none; the endpoint defaults to the real one.
import { ConfigError } from '../../config-error'

export interface AliyunSmsSettings {
  accessKeyId: string
  accessKeySecret: string
  signName: string
  templateCode: string
  endpoint: string
}

export const ALIYUN_SMS_DEFAULT_ENDPOINT = 'https://dysmsapi.aliyuncs.com'

const REQUIRED = ['ALIYUN_SMS_ACCESS_KEY_ID', 'ALIYUN_SMS_ACCESS_KEY_SECRET', 'ALIYUN_SMS_SIGN_NAME', 'ALIYUN_SMS_TEMPLATE_CODE'] as const

/** undefined when no ALIYUN_SMS_* variable is set; ConfigError (naming the variable, never a value) when incomplete or invalid. */
export function readAliyunSmsSettings(env: NodeJS.ProcessEnv): AliyunSmsSettings | undefined {
  const value = (name: string) => env[name]?.trim() || undefined
  const all = [...REQUIRED, 'ALIYUN_SMS_ENDPOINT']
  if (all.every((name) => value(name) === undefined)) return undefined
  const missing = REQUIRED.filter((name) => value(name) === undefined)
  if (missing.length > 0) throw new ConfigError(`Aliyun SMS settings incomplete: missing ${missing.join(', ')}`)
  const endpoint = (value('ALIYUN_SMS_ENDPOINT') ?? ALIYUN_SMS_DEFAULT_ENDPOINT).replace(/\/+$/, '')
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    throw new ConfigError('ALIYUN_SMS_ENDPOINT is not a URL (e.g. https://dysmsapi.aliyuncs.com)')
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new ConfigError('ALIYUN_SMS_ENDPOINT must be an http(s) URL')
  if (!/^SMS_\d+$/.test(value('ALIYUN_SMS_TEMPLATE_CODE')!)) {
    throw new ConfigError('ALIYUN_SMS_TEMPLATE_CODE must look like SMS_123456789')
  }
  return {
    accessKeyId: value('ALIYUN_SMS_ACCESS_KEY_ID')!,
    accessKeySecret: value('ALIYUN_SMS_ACCESS_KEY_SECRET')!,
    signName: value('ALIYUN_SMS_SIGN_NAME')!,
    templateCode: value('ALIYUN_SMS_TEMPLATE_CODE')!,
    endpoint,
  }
}
