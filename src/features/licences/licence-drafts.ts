// Drafts: products chosen for a machine in the creation dialog but not created (portal.md §4: state 0, "can be
// deleted locally from the list, can be created"). Kept per customer in the browser's storage (licences.drafts.<id>)
// so a reload loses nothing; the server never holds them.
import { useCallback, useState } from 'react'
import type { LicenceChoice, LicensableLine, LicenceUnit } from '../../../domain/license-rules'
import { storage } from '../../storage/storage'

export interface LicenceDraft {
  machinecode: string
  /** The order line it would be created from. */
  lineId: string
  productid: string
  productname: string
  duration: number
  durationunion: LicenceUnit
  ordercode: string
}

export const licenceDraftsKey = (customerId: string): string => `licences.drafts.${customerId}`

const sameDraft = (a: Pick<LicenceDraft, 'lineId' | 'machinecode'>, b: Pick<LicenceDraft, 'lineId' | 'machinecode'>): boolean =>
  a.lineId === b.lineId && a.machinecode === b.machinecode

const isDraft = (value: unknown): value is LicenceDraft => {
  const draft = value as LicenceDraft
  return (
    typeof draft === 'object' &&
    draft !== null &&
    typeof draft.machinecode === 'string' &&
    typeof draft.lineId === 'string' &&
    typeof draft.productid === 'string' &&
    typeof draft.productname === 'string' &&
    typeof draft.duration === 'number' &&
    typeof draft.durationunion === 'string' &&
    typeof draft.ordercode === 'string'
  )
}

export function readLicenceDrafts(customerId: string): LicenceDraft[] {
  const stored = storage.get<unknown>(licenceDraftsKey(customerId))
  return Array.isArray(stored) ? stored.filter(isDraft) : []
}

function writeLicenceDrafts(customerId: string, drafts: LicenceDraft[]): void {
  if (drafts.length === 0) storage.remove(licenceDraftsKey(customerId))
  else storage.set(licenceDraftsKey(customerId), drafts as unknown as Record<string, unknown>[])
}

/** The drafts less `removed`, plus the `added` choices (described from their lines), without duplicates. */
export function nextDrafts(
  drafts: readonly LicenceDraft[],
  removed: readonly Pick<LicenceDraft, 'lineId' | 'machinecode'>[],
  added: readonly LicenceChoice[],
  lines: readonly LicensableLine[],
): LicenceDraft[] {
  const kept = drafts.filter((draft) => !removed.some((each) => sameDraft(each, draft)))
  for (const choice of added) {
    const line = lines.find((each) => each.id === choice.lineId)
    if (!line || kept.some((draft) => sameDraft(draft, choice))) continue
    kept.push({
      machinecode: choice.machinecode,
      lineId: line.id,
      productid: line.productid,
      productname: line.productname,
      duration: line.duration,
      durationunion: line.durationunion,
      ordercode: line.ordercode,
    })
  }
  return kept
}

/** The customer's drafts, and a change that is stored at once. */
export function useLicenceDrafts(customerId: string): [LicenceDraft[], (change: (drafts: LicenceDraft[]) => LicenceDraft[]) => void] {
  const [state, setState] = useState(() => ({ customerId, drafts: readLicenceDrafts(customerId) }))
  // Another customer on this browser: read theirs.
  const current = state.customerId === customerId ? state : { customerId, drafts: readLicenceDrafts(customerId) }
  if (current !== state) setState(current)
  const update = useCallback(
    (change: (drafts: LicenceDraft[]) => LicenceDraft[]) => {
      // Read again: another tab of this browser may have changed them.
      const next = change(readLicenceDrafts(customerId))
      writeLicenceDrafts(customerId, next)
      setState({ customerId, drafts: next })
    },
    [customerId],
  )
  return [current.drafts, update]
}
