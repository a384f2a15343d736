/** A failed call as the app's client reports it (envelope `code`, server `msg`, HTTP status), for sample actor errors. */
export class SampleApiError extends Error {
  readonly code: number
  readonly status: number | undefined

  constructor(code: number, message: string, status?: number) {
    super(message)
    this.name = 'ApiError'
    this.code = code
    this.status = status
  }
}
