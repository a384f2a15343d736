// Providers behind interfaces a production provider implements. Development uses recording sandboxes.
import type { InvoiceIssuer } from './invoice-issuer'
import type { PaymentProvider } from './payment-provider'
import type { SmsProvider } from './sms-provider'
import type { WechatProvider } from './wechat-provider'

export interface Providers {
  sms: SmsProvider
  wechat: WechatProvider
  payment: PaymentProvider
  invoice: InvoiceIssuer
}
