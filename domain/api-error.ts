/** A call that did not answer code 200: `code` is the envelope code (or the HTTP status), `msg` the server's text. */
export class ApiError extends Error {
  readonly code: number
  readonly status: number | undefined

  constructor(code: number, message: string, status?: number) {
    super(message)
    this.name = 'ApiError'
    this.code = code
    this.status = status
  }
}
