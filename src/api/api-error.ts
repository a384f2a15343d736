import { SUCCESS_CODE } from '../../domain/response-codes'

// The error class is shared with the machine tooling's sample errors (domain/api-error.ts).
import { ApiError } from '../../domain/api-error'

export { ApiError }

export interface EnvelopeLike<T> {
  code?: number
  msg?: string | null
  data?: T
}

interface CallResult<T> {
  data?: EnvelopeLike<T>
  error?: unknown
  response: Response
}

function errorFrom(body: unknown, response: Response): ApiError {
  const envelope = (body && typeof body === 'object' ? body : {}) as EnvelopeLike<unknown>
  const code = typeof envelope.code === 'number' ? envelope.code : response.status
  return new ApiError(code, envelope.msg ?? response.statusText ?? 'request failed', response.status)
}

/** Resolves with envelope.data when the answer is code 200, otherwise rejects with an ApiError. */
export async function unwrap<T>(call: Promise<CallResult<T>>): Promise<T> {
  const { data, error, response } = await call
  if (error !== undefined || !data) throw errorFrom(error ?? data, response)
  if (data.code !== SUCCESS_CODE) throw errorFrom(data, response)
  return data.data as T
}

/** Resolves with the whole envelope when the answer is code 200 (for calls whose msg carries the payload). */
export async function unwrapEnvelope<T>(call: Promise<CallResult<T>>): Promise<EnvelopeLike<T>> {
  const { data, error, response } = await call
  if (error !== undefined || !data) throw errorFrom(error ?? data, response)
  if (data.code !== SUCCESS_CODE) throw errorFrom(data, response)
  return data
}
