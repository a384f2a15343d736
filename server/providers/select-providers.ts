// Chooses providers for the environment: the real ones on a live store (config.providerSettings, which readConfig
// requires in production unless ALLOW_SANDBOX_PROVIDERS=1), else the sandboxes (development, tests and staging).
import type { ServerConfig } from '../config'
import type { Db } from '../db/client'
import type { Providers } from './providers'
import { createAlipayProvider } from './alipay/alipay-provider'
import { createAliyunSmsProvider } from './aliyun-sms/aliyun-sms-provider'
import { ClerkInvoiceIssuer } from './invoice-clerk-issuer'
import { SandboxInvoiceIssuer } from './invoice-sandbox-issuer'
import { PaymentGateways } from './payment-gateways'
import { SandboxPaymentProvider } from './payment-sandbox-provider'
import { OutboxSmsProvider } from './sms-provider'
import { createWechatLoginProvider } from './wechat-login/wechat-login-provider'
import { createWechatPayProvider } from './wechat-pay/wechat-pay-provider'
import { SandboxWechatProvider } from './wechat-provider'

export function selectProviders(config: ServerConfig, db: Db): Providers {
  const live = config.providerSettings
  if (live) {
    if (!config.publicBaseUrl) throw new Error('a live store needs PUBLIC_BASE_URL (readConfig requires it)')
    const wechatPay = createWechatPayProvider(live.wechatPay)
    const alipay = createAlipayProvider(live.alipay)
    return {
      sms: createAliyunSmsProvider(live.sms),
      wechat: createWechatLoginProvider(live.wechatLogin, config.publicBaseUrl),
      // The bank QR (cmbpay) has no real gateway in this build: it is refused (payment-service, CHANNEL_NOT_OPEN_MSG).
      payment: new PaymentGateways({ wxpay: wechatPay, alipay }),
      wechatPay,
      alipay,
      invoice: new ClerkInvoiceIssuer(),
    }
  }
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
