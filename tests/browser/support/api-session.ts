// Calls of the real server from the test itself (not through a page): an SMS login for a token, then JSON calls with
// it. For setting up what a browser test then looks at.
import { expect } from 'vitest'
import { latestSmsCode } from './sms-outbox'

export interface ApiAnswer<T> {
  code: number
  msg: string
  data: T
}

export async function apiCall<T>(
  baseUrl: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<ApiAnswer<T>> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
  return (await response.json()) as ApiAnswer<T>
}

/** Logs a customer in by SMS (the development outbox) and answers the token. */
export async function apiLogin(baseUrl: string, phone: string): Promise<string> {
  const sent = await apiCall(baseUrl, 'POST', `/api/business/C_customers/sendVerCode?phone=${phone}`)
  expect(sent.code, sent.msg).toBe(200)
  const verCode = await latestSmsCode(baseUrl, phone)
  const loggedIn = await apiCall(baseUrl, 'POST', '/api/business/C_customers/loginByPhone', { body: { phone, verCode } })
  expect(loggedIn.code, loggedIn.msg).toBe(200)
  return loggedIn.msg
}
