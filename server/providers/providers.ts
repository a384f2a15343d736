// Providers behind interfaces a production provider implements. Development uses recording sandboxes.
import type { SmsProvider } from './sms-provider'

export interface Providers {
  sms: SmsProvider
}
