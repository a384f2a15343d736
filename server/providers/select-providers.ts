// Chooses providers for the environment. Production refuses to start on sandboxes, naming what is missing.
import type { ServerConfig } from '../config'
import type { Providers } from './providers'
import { OutboxSmsProvider } from './sms-provider'

export function selectProviders(config: ServerConfig, env: NodeJS.ProcessEnv = process.env): Providers {
  if (config.appEnv === 'production') {
    const missing = ['SMS_PROVIDER'].filter((name) => !env[name])
    if (missing.length > 0) {
      throw new Error(
        `APP_ENV=production needs real providers; not configured: ${missing.join(', ')} ` +
          '(the SMS outbox and sandboxes exist only for development and tests)',
      )
    }
    throw new Error(`SMS_PROVIDER=${env.SMS_PROVIDER} is not available in this build; only the development outbox exists`)
  }
  // In development the code is also printed, so a person can sign in without calling the outbox route.
  const printCode = config.appEnv === 'development' ? (m: { phone: string; code: string }) => console.info(`[sms outbox] ${m.phone}: ${m.code}`) : undefined
  return { sms: new OutboxSmsProvider(printCode) }
}
