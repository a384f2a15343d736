// A user id in a body or query is never trusted: on a signed-in call it must be the caller's own, else 403.
import type { Identity } from './identity'
import { forbidden } from '../http/api-error'

const OWNER_FIELDS = ['userid', 'orderuserid', 'purchaserid', 'creatoruserid', 'licensemakerid'] as const

function ownerValues(input: unknown): string[] {
  if (Array.isArray(input)) return input.flatMap(ownerValues)
  if (!input || typeof input !== 'object') return []
  const record = input as Record<string, unknown>
  return OWNER_FIELDS.flatMap((field) => {
    const value = record[field]
    return value === undefined || value === null || value === '' ? [] : [String(value)]
  })
}

export function assertOwnFields(identity: Identity, ...inputs: unknown[]) {
  const foreign = inputs.flatMap(ownerValues).find((value) => value !== identity.id)
  if (foreign !== undefined) throw forbidden()
}
