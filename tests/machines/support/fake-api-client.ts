// A stand-in for src/api/client.ts in component tests: each call is recorded and answered by the handler registered
// for "<METHOD> <path>" (its return value is the envelope's data; a thrown ApiError becomes that code and msg).
import { ApiError } from '../../../domain/api-error'

export interface RecordedCall {
  method: 'GET' | 'POST'
  path: string
  body: Record<string, unknown> | undefined
  params: { path?: Record<string, string>; query?: Record<string, unknown> } | undefined
}

type Handler = (call: RecordedCall) => unknown

export const apiCalls: RecordedCall[] = []
const handlers = new Map<string, Handler>()

export function stubApi(method: 'GET' | 'POST', path: string, handler: Handler): void {
  handlers.set(`${method} ${path}`, handler)
}

export function resetApi(): void {
  apiCalls.length = 0
  handlers.clear()
}

export const callsTo = (method: 'GET' | 'POST', path: string) => apiCalls.filter((call) => call.method === method && call.path === path)

const response = (status: number) => ({ status, statusText: status === 200 ? 'OK' : 'Error' }) as Response

async function respond(method: 'GET' | 'POST', path: string, init?: { body?: Record<string, unknown>; params?: RecordedCall['params'] }) {
  const call: RecordedCall = { method, path, body: init?.body, params: init?.params }
  apiCalls.push(call)
  const handler = handlers.get(`${method} ${path}`)
  if (!handler) return { data: { code: 501, msg: `not stubbed: ${method} ${path}` }, response: response(501) }
  try {
    return { data: { code: 200, msg: '', data: await handler(call) }, response: response(200) }
  } catch (error) {
    const code = error instanceof ApiError ? error.code : 500
    return { data: { code, msg: error instanceof Error ? error.message : 'failed' }, response: response(code) }
  }
}

export const api = {
  GET: (path: string, init?: { params?: RecordedCall['params'] }) => respond('GET', path, init),
  POST: (path: string, init?: { body?: Record<string, unknown>; params?: RecordedCall['params'] }) => respond('POST', path, init),
}
