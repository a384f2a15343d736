// What the order form's invitation-code field shows of the reseller code machine (machines/retailer-code.ts).
import type { SnapshotFrom } from 'xstate'
import type { retailerCodeMachine } from '../../../../machines/retailer-code'

export interface RetailerFieldState {
  checking: boolean
  mismatch: boolean
  /** Why a check failed (the server's msg); '' for a plain mismatch. */
  failure: string
  matched: boolean
  /** The retailer count field: with a matched reseller, also while its code is checked again (focus is kept). */
  countShown: boolean
  count: number
}

export function retailerFieldState(retailer: SnapshotFrom<typeof retailerCodeMachine>): RetailerFieldState {
  return {
    checking: retailer.matches('checking'),
    mismatch: retailer.matches('mismatch'),
    failure: retailer.context.failure,
    matched: retailer.matches('matched'),
    countShown: retailer.matches('matched') || (retailer.matches('checking') && retailer.context.retailer !== null),
    count: retailer.context.retailerCount,
  }
}
