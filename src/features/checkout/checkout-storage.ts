// What a reload of /paystep needs, in local storage: the wizard progress once the order exists (order, QR, form,
// lines, reseller) and, before that, a draft (the form and the purchase attempt id the Idempotency-Key is made from).
import type { WizardProgress } from '../../../machines/order-wizard'
import type { OrderForm } from '../../../domain/order-form-rules'
import { storage } from '../../storage/storage'

export const PAYSTEP_PROGRESS_KEY = 'PAYSTEP_PROGRESS'
export const PAYSTEP_DRAFT_KEY = 'PAYSTEP_DRAFT'

export interface PaystepDraft {
  /** One per purchase: a retry or a reload of the same purchase sends the same Idempotency-Key. */
  attemptId: string
  form: OrderForm | null
  /** Whose form it is: another login on this browser starts from its own profile. */
  owner?: string
  /** The retailer count chosen with a matched code: part of the order body, so part of the Idempotency-Key. */
  retailerCount?: number
}

interface StoredProgress {
  /** The customer the order belongs to: another login on this browser does not resume it. */
  owner: string
  progress: WizardProgress
}

export function readProgress(owner: string | null): WizardProgress | null {
  const stored = storage.get<StoredProgress>(PAYSTEP_PROGRESS_KEY)
  if (!owner || !stored || typeof stored !== 'object' || stored.owner !== owner) return null
  return stored.progress?.order?.ordernum ? stored.progress : null
}

export function saveProgress(owner: string, progress: WizardProgress | null): void {
  if (progress) storage.set(PAYSTEP_PROGRESS_KEY, { owner, progress } as unknown as Record<string, unknown>)
  else storage.remove(PAYSTEP_PROGRESS_KEY)
}

function newAttemptId(): string {
  const bytes = new Uint8Array(12)
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The draft of the current purchase, created on first use. */
export function readDraft(): PaystepDraft {
  const draft = storage.get<PaystepDraft>(PAYSTEP_DRAFT_KEY)
  if (draft && typeof draft.attemptId === 'string' && draft.attemptId) return draft
  const fresh: PaystepDraft = { attemptId: newAttemptId(), form: null }
  storage.set(PAYSTEP_DRAFT_KEY, fresh as unknown as Record<string, unknown>)
  return fresh
}

/** The server closed the unpaid order: the next order is a new purchase attempt (a new Idempotency-Key), same form. */
export function renewAttempt(): void {
  storage.set(PAYSTEP_DRAFT_KEY, { ...readDraft(), attemptId: newAttemptId() } as unknown as Record<string, unknown>)
}

export function saveDraftForm(owner: string, form: OrderForm): void {
  storage.set(PAYSTEP_DRAFT_KEY, { ...readDraft(), form, owner } as unknown as Record<string, unknown>)
}

export function readDraftForm(owner: string | null): OrderForm | null {
  const draft = readDraft()
  return owner && draft.owner === owner ? draft.form : null
}

export function saveDraftRetailerCount(count: number): void {
  storage.set(PAYSTEP_DRAFT_KEY, { ...readDraft(), retailerCount: count } as unknown as Record<string, unknown>)
}

/** The retailer count of the draft, when the draft is this customer's and the count was changed from 1. */
export function readDraftRetailerCount(owner: string | null): number | null {
  const draft = readDraft()
  return owner && draft.owner === owner && typeof draft.retailerCount === 'number' && draft.retailerCount > 1 ? draft.retailerCount : null
}

/** A new purchase (subscribe on /BuyMenu, a cart checkout) or a paid one: forget the previous wizard. */
export function startNewPurchase(): void {
  storage.remove(PAYSTEP_PROGRESS_KEY)
  storage.remove(PAYSTEP_DRAFT_KEY)
}
