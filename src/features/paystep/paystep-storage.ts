// What a reload of /paystep needs, in local storage: the wizard progress once the order exists (order, QR, form,
// lines, reseller) and, before that, a draft (the form and the purchase attempt id the Idempotency-Key is made from).
import type { WizardProgress } from '../../../machines/order-wizard'
import type { OrderForm } from '../../domain/order-form-rules'
import { storage } from '../../storage/storage'

export const PAYSTEP_PROGRESS_KEY = 'PAYSTEP_PROGRESS'
export const PAYSTEP_DRAFT_KEY = 'PAYSTEP_DRAFT'

export interface PaystepDraft {
  /** One per purchase: a retry or a reload of the same purchase sends the same Idempotency-Key. */
  attemptId: string
  form: OrderForm | null
}

export const readProgress = (): WizardProgress | null => {
  const progress = storage.get<WizardProgress>(PAYSTEP_PROGRESS_KEY)
  return progress && typeof progress === 'object' && progress.order?.ordernum ? progress : null
}

export function saveProgress(progress: WizardProgress | null): void {
  if (progress) storage.set(PAYSTEP_PROGRESS_KEY, progress as unknown as Record<string, unknown>)
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

export function saveDraftForm(form: OrderForm): void {
  storage.set(PAYSTEP_DRAFT_KEY, { ...readDraft(), form } as unknown as Record<string, unknown>)
}

/** A new purchase (subscribe on /BuyMenu, a cart checkout) or a paid one: forget the previous wizard. */
export function startNewPurchase(): void {
  storage.remove(PAYSTEP_PROGRESS_KEY)
  storage.remove(PAYSTEP_DRAFT_KEY)
}
