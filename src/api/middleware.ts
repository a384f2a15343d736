// Request conventions of the one API client (portal.md section 7, storefront.md section 9), as a pure
// openapi-fetch middleware: everything it needs from the outside world comes in through `deps`.
import type { Middleware } from 'openapi-fetch'
import { SESSION_INVALID_CODE } from '../../domain/response-codes'
import { isSchemaRefusal } from '../../domain/schema-refusal'
import { NetworkFailure, isFetchFailure } from './network-failure'
export const CLIENT_SITE_HEADER = 'X-Client-Site'
const CLIENT_SITE = 'pc'

export const DEFAULT_TIMEOUT_MS = 1_000_000
export const SHORT_TIMEOUT_MS = 100_000
/** Synchronisation, e-mail, permission and data-sync calls give up sooner. Matched against the path. */
const SHORT_TIMEOUT_URL_PATTERNS: readonly RegExp[] = [/synchroni[sz]/i, /sync/i, /mail/i, /permission/i, /data-?sync/i]

/** On these a code 600 goes back to the caller (a failed login is not an expired session). */
export const LOGIN_ENDPOINT_PATTERNS: readonly string[] = ['/loginByPhone', '/oauth/Login', '/loginByWx', '/callback']

export function timeoutFor(url: string): number {
  const path = pathOf(url)
  return SHORT_TIMEOUT_URL_PATTERNS.some((pattern) => pattern.test(path)) ? SHORT_TIMEOUT_MS : DEFAULT_TIMEOUT_MS
}

export function isLoginEndpoint(url: string): boolean {
  const path = pathOf(url)
  return LOGIN_ENDPOINT_PATTERNS.some((suffix) => path.endsWith(suffix) || path.includes(`${suffix}/`))
}

function pathOf(url: string): string {
  try {
    return new URL(url, 'http://localhost').pathname
  } catch {
    return url.split('?')[0]
  }
}

export interface ConventionDeps {
  getToken(): string | null | undefined
  now(): number
  /** The session-invalid routine: clear token and user info, remember the route, go to /login. */
  onSessionInvalid(): void
  createTimeoutSignal?(ms: number): AbortSignal
  /** The active language: sent as Accept-Language, so content comes in it (openapi.yaml, contentLanguage). */
  getLanguage?(): string
  /** The text a call without an answer rejects with (a NetworkFailure); the browser's own text when absent. */
  networkFailureMessage?(): string
  /**
   * The msg a request the contract refused answers with instead of the server's `body.duration: must be <= 999`
   * (domain/schema-refusal.ts), which is for developers and never shown to a customer; the server's when absent.
   */
  schemaRefusalMessage?(): string
}

function combineSignals(signals: AbortSignal[]): AbortSignal {
  if (signals.length === 1) return signals[0]
  if (typeof AbortSignal.any === 'function') return AbortSignal.any(signals)
  const controller = new AbortController()
  for (const signal of signals) {
    if (signal.aborted) controller.abort(signal.reason)
    else signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true })
  }
  return controller.signal
}

const authorizationFor = (token: string | null | undefined): string | null => (token ? `Bearer ${token}` : null)

async function applyRequestConventions(request: Request, deps: ConventionDeps): Promise<Request> {
  const url = new URL(request.url)
  url.searchParams.set('n', String(deps.now()))

  const headers = new Headers(request.headers)
  headers.set(CLIENT_SITE_HEADER, CLIENT_SITE)
  const authorization = authorizationFor(deps.getToken())
  if (authorization) headers.set('Authorization', authorization)
  else headers.delete('Authorization')
  const language = deps.getLanguage?.()
  if (language) headers.set('Accept-Language', language)

  const createTimeoutSignal = deps.createTimeoutSignal ?? ((ms: number) => AbortSignal.timeout(ms))
  const signals = [createTimeoutSignal(timeoutFor(url.pathname))]
  if (request.signal) signals.unshift(request.signal)

  // The body is read into memory rather than passed on as a stream: a stream body would make the browser
  // attempt a streaming upload, which HTTP/1.1 servers refuse.
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== null
  const body = hasBody ? await request.arrayBuffer() : undefined

  return new Request(url, {
    method: request.method,
    headers,
    body,
    signal: combineSignals(signals),
    credentials: request.credentials,
    cache: request.cache,
    redirect: request.redirect,
    referrerPolicy: request.referrerPolicy,
  })
}

interface Envelope {
  code: number | undefined
  body: Record<string, unknown> | undefined
}

const NO_ENVELOPE: Envelope = { code: undefined, body: undefined }

/**
 * Reads the envelope of an answer without consuming the body the caller will read. The whole body is read here,
 * JSON or not, so that a body cut off (the network fails, or the page is being left, after the headers came) rejects
 * here, with fetch's TypeError as a call without an answer does, and never later in the client's own read; once the
 * copy is read, the caller's body is already in memory. A body that is not JSON has no code.
 */
async function readEnvelope(response: Response): Promise<Envelope> {
  const text = await response.clone().text()
  if (!(response.headers.get('content-type') ?? '').includes('json')) return NO_ENVELOPE
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return NO_ENVELOPE
  }
  if (body && typeof body === 'object' && 'code' in body) {
    const code = Number((body as { code: unknown }).code)
    return { code: Number.isFinite(code) ? code : undefined, body: body as Record<string, unknown> }
  }
  return NO_ENVELOPE
}

/** The same answer with another msg (the body is rewritten, so its length and encoding headers no longer apply). */
function withMsg(response: Response, body: Record<string, unknown>, msg: string): Response {
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  headers.delete('content-encoding')
  return new Response(JSON.stringify({ ...body, msg }), { status: response.status, statusText: response.statusText, headers })
}

export function createConventionsMiddleware(deps: ConventionDeps): Middleware {
  const noAnswer = (error: unknown) => new NetworkFailure(deps.networkFailureMessage?.() ?? (error as Error).message, { cause: error })
  return {
    async onRequest({ request }) {
      return applyRequestConventions(request, deps)
    },
    async onResponse({ request, response }) {
      const { code, body } = await readEnvelope(response).catch((error: unknown) => {
        throw isFetchFailure(error) ? noAnswer(error) : error
      })
      const refusal = deps.schemaRefusalMessage
      if (body && refusal && isSchemaRefusal(code, body.msg)) return withMsg(response, body, refusal())
      if (isLoginEndpoint(request.url) || code !== SESSION_INVALID_CODE) return undefined
      // A 600 speaks of the session the request was sent with. One sent before a logout or a new login and answered
      // after it says nothing of the current session, and the routine would send a visitor just logged out (or just
      // logged in again) to the login page.
      if (request.headers.get('Authorization') === authorizationFor(deps.getToken())) deps.onSessionInvalid()
      return undefined
    },
    onError({ error }) {
      return isFetchFailure(error) ? noAnswer(error) : undefined
    },
  }
}
