// What the logs may hold: never a query's parameters, a database error's detail or message (both can quote the
// values: "Key (phone)=(138...)", "Failing row contains (...)", 'invalid input syntax ...: "..."'), nor a URL's
// query string or path parameters (sendVerCode?phone=..., byPhone/138...): a request is logged by its route pattern.
// A failed query is logged by SQLSTATE, constraint and statement text.
import type { FastifyRequest } from 'fastify'

type ErrorLike = Error & Record<string, unknown>

function causes(error: Error): ErrorLike[] {
  const chain: ErrorLike[] = []
  for (let e: unknown = error; e instanceof Error && chain.length < 5; e = (e as { cause?: unknown }).cause) chain.push(e as ErrorLike)
  return chain
}

/** A PostgreSQL error (node-postgres or PGlite): a five-character SQLSTATE and the server's severity. */
const isDatabaseError = (e: ErrorLike) => typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && typeof e.severity === 'string'
/** Drizzle's wrapper of a failed query: its message quotes the parameters. */
const isQueryError = (e: ErrorLike) => typeof e.query === 'string' && 'params' in e

const text = (value: unknown) => (typeof value === 'string' ? value : undefined)

/** The stack's frames only: its first lines repeat the message. */
const framesOf = (stack: string | undefined) =>
  (stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n')

interface LoggedError {
  [key: string]: unknown
  type: string
  message: string
  stack: string
}

function logSafeError(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'non-error value thrown', stack: '' }
  const chain = causes(error)
  const database = chain.find(isDatabaseError)
  const query = chain.find(isQueryError)
  if (!database && !query) {
    return { type: error.name, message: error.message, code: text((error as ErrorLike).code), stack: error.stack ?? '' }
  }
  return {
    type: error.name,
    message: 'database query failed (parameters and values withheld)',
    stack: framesOf(error.stack),
    sqlState: text(database?.code),
    constraint: text(database?.constraint),
    table: text(database?.table),
    column: text(database?.column),
    routine: text(database?.routine),
    query: text(query?.query),
  }
}

// A route pattern comes from openapi.yaml, whose Chinese texts make V8 hold every string sliced out of it in two bytes
// a character: logged as it is, it makes each line two-byte, and the turn's lines joined and encoded to UTF-8 at twice
// the size (issue 19, docs/performance.md). Each pattern is copied once into a one-byte string and logged as that.
const oneByteRoutes = new Map<string, string>()
function oneByteRoute(route: string) {
  let copy = oneByteRoutes.get(route)
  if (copy === undefined) {
    copy = /^[\0-\xff]*$/.test(route) ? Buffer.from(route, 'latin1').toString('latin1') : route
    oneByteRoutes.set(route, copy)
  }
  return copy
}

/** The request as logged: method and route pattern (/api/.../byPhone/:phone), never the values in the URL. */
function logSafeRequest(request: FastifyRequest) {
  const route = request.routeOptions?.url
  return { method: request.method, route: route === undefined ? '(no route)' : oneByteRoute(route) }
}

export const logSerializers = { err: logSafeError, req: logSafeRequest }
