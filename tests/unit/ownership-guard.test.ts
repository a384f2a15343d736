// The owner guard: a user id in a body or query must be the caller's own.
import { describe, expect, it } from 'vitest'
import { assertOwnFields } from '../../server/auth/ownership-guard'
import { ApiError } from '../../server/http/api-error'
import type { Identity } from '../../server/auth/identity'

const me: Identity = { kind: 'customer', id: 'me', tokenHash: 'h', sessionId: 's' }
const refusal = (...inputs: unknown[]) => {
  try {
    assertOwnFields(me, ...inputs)
    return null
  } catch (error) {
    return error instanceof ApiError ? error.httpStatus : error
  }
}

describe('assertOwnFields', () => {
  it('lets through the caller’s own id in any owner field, empty ones, and inputs without them', () => {
    expect(refusal(undefined, {}, { userid: 'me', orderuserid: 'me', purchaserid: '', creatoruserid: null }, 'text', 7)).toBeNull()
    expect(refusal([{ licensemakerid: 'me' }, [{ userid: 'me' }]], { other: 'someone' })).toBeNull()
  })

  it('refuses with 403 another id in any owner field, of the body or the query, of an object or of one in a list', () => {
    for (const field of ['userid', 'orderuserid', 'purchaserid', 'creatoruserid', 'licensemakerid']) {
      expect([field, refusal({ [field]: 'someone' })]).toEqual([field, 403])
    }
    expect(refusal({}, { userid: 'someone' })).toBe(403)
    expect(refusal([{ userid: 'me' }, { userid: 'someone' }])).toBe(403)
    expect(refusal([[{ purchaserid: 'someone' }]])).toBe(403)
    expect(refusal({ userid: 42 })).toBe(403)
  })
})
