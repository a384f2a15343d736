// Providers behind interfaces a production provider implements. Development uses recording sandboxes.
import type { AlipayProvider } from './alipay/alipay-provider'
import type { InvoiceIssuer } from './invoice-issuer'
import type { PaymentProvider } from './payment-provider'
import type { SmsProvider } from './sms-provider'
import type { WechatProvider } from './wechat-provider'

export interface Providers {
  sms: SmsProvider
  wechat: WechatProvider
  payment: PaymentProvider
  invoice: InvoiceIssuer
  /** The Alipay gateway when configured: its notification route verifies with it (absent: the route answers fail). */
  alipay?: AlipayProvider
}
