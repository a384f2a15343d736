// The wizard's persisted snapshot (XState's getPersistedSnapshot, children included) under checkout.wizard, so that
// a reload or a tab closed and opened again resumes the same order. A snapshot that cannot be restored (an older
// format, corrupt) is dropped and reported, and the wizard starts fresh.
import { createActor, type AnyStateMachine, type Snapshot } from 'xstate'
import { storage } from '../../storage/storage'
import { CHECKOUT_WIZARD_KEY } from './checkout-keys'

/** Raised whenever machines/checkout.ts changes in a way an older persisted snapshot would not fit. */
export const CHECKOUT_SNAPSHOT_VERSION = 2

interface StoredWizard {
  version: number
  /** The customer the order belongs to: another login on this browser does not resume it. */
  owner: string
  snapshot: Snapshot<unknown>
}

export type StoredCheckout =
  | { status: 'none' }
  | { status: 'restored'; snapshot: Snapshot<unknown> }
  /** There was one for this customer, but it could not be restored: dropped. */
  | { status: 'failed' }

const isStored = (value: unknown): value is StoredWizard =>
  typeof value === 'object' && value !== null && typeof (value as StoredWizard).owner === 'string'

/** The persisted wizard of `owner`, checked by restoring it into an actor of `machine` (not started). */
export function readCheckout(owner: string | null, machine: AnyStateMachine): StoredCheckout {
  if (!owner || !storage.has(CHECKOUT_WIZARD_KEY)) return { status: 'none' }
  const stored = storage.get<unknown>(CHECKOUT_WIZARD_KEY)
  if (isStored(stored) && stored.owner !== owner) return { status: 'none' }
  if (isStored(stored) && stored.version === CHECKOUT_SNAPSHOT_VERSION) {
    try {
      const restored = createActor(machine, { snapshot: stored.snapshot }).getSnapshot()
      if (restored.status === 'active') return { status: 'restored', snapshot: stored.snapshot }
    } catch {
      // Falls through: not restorable.
    }
  }
  forgetCheckout()
  return { status: 'failed' }
}

export function saveCheckout(owner: string, snapshot: Snapshot<unknown>): void {
  const stored: StoredWizard = { version: CHECKOUT_SNAPSHOT_VERSION, owner, snapshot }
  storage.set(CHECKOUT_WIZARD_KEY, stored as unknown as Record<string, unknown>)
}

/** A new purchase (subscribe on /BuyMenu, a cart checkout) or a paid one: the wizard of the previous one is over. */
export function forgetCheckout(): void {
  storage.remove(CHECKOUT_WIZARD_KEY)
}

/** The order a persisted wizard holds (its context's order id), if any. */
function storedOrderId(stored: unknown): string | null {
  if (!isStored(stored)) return null
  const id = (stored.snapshot as { context?: { order?: { id?: unknown } | null } }).context?.order?.id
  return typeof id === 'string' ? id : null
}

/**
 * A reopened order was paid or seen paid: the persisted wizard is over only when it holds that order (the wizard of
 * another purchase stays).
 */
export function forgetCheckoutOfOrder(orderId: string): void {
  if (storedOrderId(storage.get<unknown>(CHECKOUT_WIZARD_KEY)) === orderId) forgetCheckout()
}

/** One per purchase: a retry or a reload of the same purchase sends the same Idempotency-Key. */
export function newAttemptId(): string {
  const bytes = new Uint8Array(12)
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
