// Envelope codes (domain/response-codes.ts, storefront.md §8): what the server answers and the client acts on.
import { describe, expect, it } from 'vitest'
import { SESSION_INVALID_CODE, SUCCESS_CODE } from '../../domain/response-codes'
import { sessionInvalid } from '../../server/http/api-error'

describe('response codes', () => {
  it('200 is success, 600 a session that is no longer valid', () => {
    expect(SUCCESS_CODE).toBe(200)
    expect(SESSION_INVALID_CODE).toBe(600)
  })

  it("the server's session-invalid error carries the code and maps it to HTTP 401", () => {
    const error = sessionInvalid()
    expect(error.code).toBe(SESSION_INVALID_CODE)
    expect(error.httpStatus).toBe(401)
  })
})
