// A user id in a body or query is never trusted: on a signed-in call it must be the caller's own, else 403.
import type { Identity } from './identity'
import { forbidden } from '../http/api-error'

const OWNER_FIELDS = ['userid', 'orderuserid', 'purchaserid', 'creatoruserid', 'licensemakerid'] as const

/** Whether any owner field of input (or of the objects in it, when it is an array) names someone other than ownId. */
function namesAnotherOwner(input: unknown, ownId: string): boolean {
  if (Array.isArray(input)) return input.some((item) => namesAnotherOwner(item, ownId))
  if (!input || typeof input !== 'object') return false
  const record = input as Record<string, unknown>
  for (const field of OWNER_FIELDS) {
    const value = record[field]
    if (value !== undefined && value !== null && value !== '' && String(value) !== ownId) return true
  }
  return false
}

export function assertOwnFields(identity: Identity, ...inputs: unknown[]) {
  if (inputs.some((input) => namesAnotherOwner(input, identity.id))) throw forbidden()
}
