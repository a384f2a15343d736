// Chooses providers for the environment. Production refuses to start on sandboxes, naming what is missing.
import type { ServerConfig } from '../config'
import type { Db } from '../db/client'
import type { Providers } from './providers'
import { SandboxPaymentProvider } from './payment-sandbox-provider'
import { OutboxSmsProvider } from './sms-provider'
import { SandboxWechatProvider } from './wechat-provider'

const PRODUCTION_SETTINGS = ['SMS_PROVIDER', 'WECHAT_APP_ID', 'WECHAT_APP_SECRET', 'PAYMENT_PROVIDER']

/** Called before the database opens, so a misconfigured production start fails at once. */
export function assertProvidersAvailable(config: ServerConfig, env: NodeJS.ProcessEnv = process.env) {
  if (config.appEnv !== 'production') return
  const missing = PRODUCTION_SETTINGS.filter((name) => !env[name])
  if (missing.length > 0) {
    throw new Error(
      `APP_ENV=production needs real providers; not configured: ${missing.join(', ')} ` +
        '(the SMS outbox and the WeChat and payment sandboxes exist only for development and tests)',
    )
  }
  throw new Error(
    `SMS_PROVIDER=${env.SMS_PROVIDER} and a WeChat provider for WECHAT_APP_ID=${env.WECHAT_APP_ID} are not available in this build; ` +
      'only the development outbox and sandbox exist',
  )
}

export function selectProviders(config: ServerConfig, db: Db, env: NodeJS.ProcessEnv = process.env): Providers {
  assertProvidersAvailable(config, env)
  // In development the code is also printed, so a person can sign in without calling the outbox route.
  const printCode = config.appEnv === 'development' ? (m: { phone: string; code: string }) => console.info(`[sms outbox] ${m.phone}: ${m.code}`) : undefined
  return { sms: new OutboxSmsProvider(printCode), wechat: new SandboxWechatProvider(db), payment: new SandboxPaymentProvider() }
}
