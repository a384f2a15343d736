// An order line with its order's purchase method and payment state: the shape domain/license-rules.ts judges.
import type { LicensableLine } from '../../../domain/license-rules'
import type { LineForLicence, OrderForLicence } from './licence-data'
import { isLicenceUnit } from './licence-period'

export function licensableLineOf(order: OrderForLicence, line: LineForLicence): LicensableLine {
  return {
    ...line,
    durationunion: isLicenceUnit(line.durationunion) ? line.durationunion : 'none',
    purchasemethod: order.purchasemethod,
    paymentstate: order.paymentstate,
  }
}
