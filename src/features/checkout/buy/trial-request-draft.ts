// What a logged-out visitor typed into the trial request before being sent to log in, kept for this browser tab only
// (sessionStorage: it holds a name and a phone number, so it does not outlive the tab) and for an hour at most.
import { createMemoryBackend, createStorage, type StorageBackend } from '../../../storage/storage'

export const TRIAL_REQUEST_DRAFT_KEY = 'checkout.trialRequest'
const DRAFT_TTL_MS = 60 * 60 * 1000

export interface TrialRequestDraft {
  productid: string
  machinecode: string
  contactname: string
  contactphone: string
  companyname: string
  guestmes: string
}

const DRAFT_FIELDS = ['productid', 'machinecode', 'contactname', 'contactphone', 'companyname', 'guestmes'] as const

function tabBackend(): StorageBackend {
  try {
    if (typeof window !== 'undefined' && window.sessionStorage) return window.sessionStorage
  } catch {
    // storage disabled: the draft lives as long as the page
  }
  return createMemoryBackend()
}

const tabStorage = createStorage(tabBackend())

export function storeTrialDraft(draft: TrialRequestDraft, now = Date.now()): void {
  tabStorage.set(TRIAL_REQUEST_DRAFT_KEY, { ...draft, savedAt: now })
}

/** Reads and forgets the draft; null when there is none, it is older than an hour or malformed. */
export function takeTrialDraft(now = Date.now()): TrialRequestDraft | null {
  const stored = tabStorage.get<Record<string, unknown>>(TRIAL_REQUEST_DRAFT_KEY)
  tabStorage.remove(TRIAL_REQUEST_DRAFT_KEY)
  if (!stored || typeof stored !== 'object' || typeof stored.savedAt !== 'number' || now - stored.savedAt > DRAFT_TTL_MS) {
    return null
  }
  if (!DRAFT_FIELDS.every((field) => typeof stored[field] === 'string')) return null
  return Object.fromEntries(DRAFT_FIELDS.map((field) => [field, stored[field]])) as unknown as TrialRequestDraft
}

/** A draft is waiting (without forgetting it). */
export const hasTrialDraft = (): boolean => tabStorage.has(TRIAL_REQUEST_DRAFT_KEY)
