// Settings of the Alipay gateway (open platform, RSA2) from the environment. None set: Alipay is not configured.
// Some set: every required one must be there and valid (ConfigError names the variable, never prints a key).
import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto'
import { ConfigError } from '../../config-error'

export const ALIPAY_DEFAULT_GATEWAY = 'https://openapi.alipay.com/gateway.do'

export interface AlipaySettings {
  appId: string
  /** Our application private key (signs requests). */
  appPrivateKey: KeyObject
  /** Alipay's public key (verifies responses and notifications). */
  alipayPublicKey: KeyObject
  /** The merchant PID (2088 and 12 digits): notifications for another seller are refused. */
  sellerId: string
  gateway: string
  /** Path on our public origin the cashier sends the payer back to after paying (return_url). */
  returnPath?: string
}

const REQUIRED = ['ALIPAY_APP_ID', 'ALIPAY_APP_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY', 'ALIPAY_SELLER_ID'] as const
const OPTIONAL = ['ALIPAY_GATEWAY', 'ALIPAY_RETURN_URL'] as const

/** A key as PEM, PEM with literal \n (one-line env files), or the bare base64 body Alipay's key tool prints. */
function keyText(value: string): string {
  return value.trim().replace(/\\n/g, '\n')
}

function readPrivateKey(value: string): KeyObject {
  const text = keyText(value)
  const attempts: Array<() => KeyObject> = text.includes('-----BEGIN')
    ? [() => createPrivateKey(text)]
    : [
        () => createPrivateKey({ key: Buffer.from(text, 'base64'), format: 'der', type: 'pkcs8' }),
        () => createPrivateKey({ key: Buffer.from(text, 'base64'), format: 'der', type: 'pkcs1' }),
      ]
  return firstKey(attempts, 'ALIPAY_APP_PRIVATE_KEY', 'an RSA private key (PKCS#8 or PKCS#1 PEM, or its base64 body)')
}

function readPublicKey(value: string): KeyObject {
  const text = keyText(value)
  // createPublicKey would derive a public key from a private one: a private key here is a mix-up.
  if (text.includes('PRIVATE KEY')) throw new ConfigError("ALIPAY_PUBLIC_KEY must be Alipay's public key, not a private key")
  const attempts: Array<() => KeyObject> = text.includes('-----BEGIN')
    ? [() => createPublicKey(text)]
    : [
        () => createPublicKey({ key: Buffer.from(text, 'base64'), format: 'der', type: 'spki' }),
        () => createPublicKey({ key: Buffer.from(text, 'base64'), format: 'der', type: 'pkcs1' }),
      ]
  return firstKey(attempts, 'ALIPAY_PUBLIC_KEY', "Alipay's RSA public key (PEM or its base64 body)")
}

function firstKey(attempts: Array<() => KeyObject>, name: string, what: string): KeyObject {
  for (const attempt of attempts) {
    let key: KeyObject
    try {
      key = attempt()
    } catch {
      continue
    }
    if (key.asymmetricKeyType !== 'rsa') throw new ConfigError(`${name} must be ${what}; it is a ${key.asymmetricKeyType} key`)
    if ((key.asymmetricKeyDetails?.modulusLength ?? 0) < 2048)
      throw new ConfigError(`${name} must be a 2048-bit (or longer) RSA key (RSA2)`)
    return key
  }
  throw new ConfigError(`${name} must be ${what}; it could not be read`)
}

function readGateway(value: string | undefined): string {
  if (!value) return ALIPAY_DEFAULT_GATEWAY
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new ConfigError(`ALIPAY_GATEWAY must be a URL such as ${ALIPAY_DEFAULT_GATEWAY}`)
  }
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
    throw new ConfigError('ALIPAY_GATEWAY must be an https URL (plain http only for a local test gateway)')
  }
  return url.toString()
}

export function readAlipaySettings(env: NodeJS.ProcessEnv): AlipaySettings | undefined {
  const set = (name: string) => (env[name] ?? '').trim() !== ''
  if (![...REQUIRED, ...OPTIONAL].some(set)) return undefined
  const missing = REQUIRED.filter((name) => !set(name))
  if (missing.length > 0) throw new ConfigError(`Alipay is partly configured; missing: ${missing.join(', ')}`)
  const appId = env.ALIPAY_APP_ID!.trim()
  if (!/^[0-9]{8,32}$/.test(appId)) throw new ConfigError('ALIPAY_APP_ID must be the digits of the Alipay application id')
  const sellerId = env.ALIPAY_SELLER_ID!.trim()
  if (!/^2088[0-9]{12}$/.test(sellerId)) throw new ConfigError('ALIPAY_SELLER_ID must be the merchant PID (2088 and 12 digits)')
  const returnPath = env.ALIPAY_RETURN_URL?.trim() || undefined
  if (returnPath !== undefined && !/^\/[A-Za-z0-9/_.~%?=&-]*$/.test(returnPath)) {
    throw new ConfigError('ALIPAY_RETURN_URL must be a path on this site starting with / (e.g. /personal/orders)')
  }
  return {
    appId,
    appPrivateKey: readPrivateKey(env.ALIPAY_APP_PRIVATE_KEY!),
    alipayPublicKey: readPublicKey(env.ALIPAY_PUBLIC_KEY!),
    sellerId,
    gateway: readGateway(env.ALIPAY_GATEWAY?.trim()),
    returnPath,
  }
}
