// WeChat Pay API v3 settings from the environment (merchant id, app id, merchant key and certificate serial, API v3
// key, and the WeChat Pay public key with its id: the "微信支付公钥" mode). No message ever prints a secret.
import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto'
import { ConfigError } from '../../config-error'

export const WECHATPAY_DEFAULT_BASE_URL = 'https://api.mch.weixin.qq.com'

export interface WechatPaySettings {
  mchid: string
  appid: string
  /** Serial number of the merchant API certificate (serial_no of our Authorization header). */
  merchantSerial: string
  merchantPrivateKey: KeyObject
  /** The 32-byte APIv3 key: decrypts notification resources. */
  apiV3Key: Buffer
  /** WeChat Pay's public key: verifies every response and notification. */
  platformPublicKey: KeyObject
  /** Its id (PUB_KEY_ID_...): the Wechatpay-Serial a genuine response or notification carries. */
  platformPublicKeyId: string
  baseUrl: string
}

const VARIABLES = [
  'WECHATPAY_MCHID',
  'WECHATPAY_APPID',
  'WECHATPAY_MERCHANT_SERIAL',
  'WECHATPAY_MERCHANT_PRIVATE_KEY',
  'WECHATPAY_API_V3_KEY',
  'WECHATPAY_PLATFORM_PUBLIC_KEY',
  'WECHATPAY_PLATFORM_PUBLIC_KEY_ID',
  'WECHATPAY_BASE_URL',
] as const
const OPTIONAL = new Set<string>(['WECHATPAY_BASE_URL'])

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

/** A PEM text, or the base64 of one (a single line fits an environment variable), or base64 DER. */
function keyInput(value: string): { key: string | Buffer; format: 'pem' | 'der' } {
  const text = value.trim()
  if (text.includes('-----BEGIN')) return { key: text.replace(/\\n/g, '\n'), format: 'pem' }
  const decoded = Buffer.from(text.replace(/\s+/g, ''), 'base64')
  const asText = decoded.toString('utf8')
  return asText.includes('-----BEGIN') ? { key: asText, format: 'pem' } : { key: decoded, format: 'der' }
}

function rsaKey(name: string, value: string, kind: 'private' | 'public'): KeyObject {
  let key: KeyObject
  try {
    const { key: input, format } = keyInput(value)
    key =
      kind === 'private'
        ? createPrivateKey(format === 'pem' ? { key: input } : { key: input as Buffer, format: 'der', type: 'pkcs8' })
        : createPublicKey(format === 'pem' ? { key: input } : { key: input as Buffer, format: 'der', type: 'spki' })
  } catch {
    throw new ConfigError(`${name} is not a readable ${kind === 'private' ? 'PKCS#8 private' : 'public'} key (PEM or its base64)`)
  }
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0
  if (key.asymmetricKeyType !== 'rsa' || bits < 2048) throw new ConfigError(`${name} must be an RSA key of at least 2048 bits`)
  return key
}

function matching(name: string, value: string, pattern: RegExp, what: string): string {
  if (!pattern.test(value)) throw new ConfigError(`${name} must be ${what}`)
  return value
}

function baseUrlOf(value: string | undefined): string {
  if (value === undefined) return WECHATPAY_DEFAULT_BASE_URL
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new ConfigError('WECHATPAY_BASE_URL must be an absolute URL')
  }
  // Plain http only for a platform on this machine (a local fake); the real one is https.
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)))
    throw new ConfigError('WECHATPAY_BASE_URL must be https (http only on a loopback host)')
  return value.replace(/\/+$/, '')
}

/** The WeChat Pay settings, undefined when none is set; a ConfigError when some are missing or invalid. */
export function readWechatPaySettings(env: NodeJS.ProcessEnv): WechatPaySettings | undefined {
  const present = (name: string) => env[name] !== undefined && env[name]!.trim() !== ''
  if (!VARIABLES.some(present)) return undefined
  const missing = VARIABLES.filter((name) => !OPTIONAL.has(name) && !present(name))
  if (missing.length > 0) throw new ConfigError(`WeChat Pay is partly configured: set ${missing.join(', ')}`)
  const value = (name: (typeof VARIABLES)[number]) => env[name]!.trim()
  const apiV3Key = Buffer.from(value('WECHATPAY_API_V3_KEY'), 'utf8')
  if (apiV3Key.length !== 32) throw new ConfigError('WECHATPAY_API_V3_KEY must be exactly 32 bytes')
  return {
    mchid: matching('WECHATPAY_MCHID', value('WECHATPAY_MCHID'), /^[0-9]{1,32}$/, 'the merchant id (digits)'),
    appid: matching('WECHATPAY_APPID', value('WECHATPAY_APPID'), /^[A-Za-z0-9_]{1,32}$/, 'an app id (letters and digits)'),
    merchantSerial: matching(
      'WECHATPAY_MERCHANT_SERIAL',
      value('WECHATPAY_MERCHANT_SERIAL'),
      /^[0-9A-Fa-f]{1,64}$/,
      'the merchant certificate serial (hex)',
    ),
    merchantPrivateKey: rsaKey('WECHATPAY_MERCHANT_PRIVATE_KEY', value('WECHATPAY_MERCHANT_PRIVATE_KEY'), 'private'),
    apiV3Key,
    platformPublicKey: rsaKey('WECHATPAY_PLATFORM_PUBLIC_KEY', value('WECHATPAY_PLATFORM_PUBLIC_KEY'), 'public'),
    platformPublicKeyId: matching(
      'WECHATPAY_PLATFORM_PUBLIC_KEY_ID',
      value('WECHATPAY_PLATFORM_PUBLIC_KEY_ID'),
      /^PUB_KEY_ID_[0-9A-Za-z]{1,64}$/,
      'the WeChat Pay public key id (PUB_KEY_ID_...)',
    ),
    baseUrl: baseUrlOf(present('WECHATPAY_BASE_URL') ? value('WECHATPAY_BASE_URL') : undefined),
  }
}
