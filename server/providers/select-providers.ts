// Chooses providers for the environment. Only sandboxes exist in this build (SMS, WeChat, payment and the invoice
// issuer): readConfig lets production start on them only as staging (ALLOW_SANDBOX_PROVIDERS=1), so nothing here can
// pick a sandbox by accident.
import type { ServerConfig } from '../config'
import type { Db } from '../db/client'
import type { Providers } from './providers'
import { SandboxInvoiceIssuer } from './invoice-sandbox-issuer'
import { SandboxPaymentProvider } from './payment-sandbox-provider'
import { OutboxSmsProvider } from './sms-provider'
import { SandboxWechatProvider } from './wechat-provider'

export function selectProviders(config: ServerConfig, db: Db): Providers {
  if (!config.sandboxProviders) throw new Error('no real SMS, WeChat, payment or invoice provider is built yet')
  // In development the code is also printed, so a person can sign in without calling the outbox route. Never in
  // staging or tests: codes stay out of logs there (staging reads them from the loopback-only outbox route).
  const printCode =
    config.appEnv === 'development' ? (m: { phone: string; code: string }) => console.info(`[sms outbox] ${m.phone}: ${m.code}`) : undefined
  return {
    sms: new OutboxSmsProvider(printCode),
    wechat: new SandboxWechatProvider(db, config.publicBaseUrl),
    payment: new SandboxPaymentProvider(),
    invoice: new SandboxInvoiceIssuer(db, config.invoiceAutoIssue),
  }
}
