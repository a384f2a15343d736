// Providers behind interfaces a production provider implements. Development uses recording sandboxes.
import type { AlipayProvider } from './alipay/alipay-provider'
import type { InvoiceIssuer } from './invoice-issuer'
import type { PaymentProvider } from './payment-provider'
import type { SmsProvider } from './sms-provider'
import type { WechatProvider } from './wechat-provider'
import type { WechatPayProvider } from './wechat-pay/wechat-pay-provider'

export interface Providers {
  sms: SmsProvider
  wechat: WechatProvider
  payment: PaymentProvider
  invoice: InvoiceIssuer
  /** WeChat Pay, when configured: verifies and decrypts its notifications (POST /api/pay/notify/wechat). */
  wechatPay?: WechatPayProvider
  /** The Alipay gateway when configured: its notification route verifies with it (absent: the route answers fail). */
  alipay?: AlipayProvider
}
