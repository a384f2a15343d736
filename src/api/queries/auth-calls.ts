// Calls of sign-in and session (storefront.md §7, portal.md §7). Each resolves with what the machines read and
// rejects with an ApiError carrying the server msg.
import { unwrap, unwrapEnvelope } from '../api-error'
import { api } from '../client'

export interface LoginReply {
  msg?: string | null
  data?: { token?: string | null } | null
}

export async function sendSmsCode(phone: string): Promise<{ msg?: string | null }> {
  const envelope = await unwrapEnvelope(api.POST('/api/business/C_customers/sendVerCode', { params: { query: { phone } } }))
  return { msg: envelope.msg }
}

export async function loginByPhone(kind: 'customer' | 'retailer', phone: string, verCode: string): Promise<LoginReply> {
  const body = { phone, verCode }
  const call =
    kind === 'retailer'
      ? api.POST('/api/business/C_retailers/loginByPhone', { body })
      : api.POST('/api/business/C_customers/loginByPhone', { body })
  const envelope = await unwrapEnvelope(call)
  return { msg: envelope.msg, data: envelope.data ?? null }
}

/** The URL of the QR frame (msg); the server sends the scan back to /pc/login. */
export async function wechatLoginUrl(): Promise<string> {
  const envelope = await unwrapEnvelope(api.POST('/api/business/C_customers/render', { body: {} }))
  return envelope.msg ?? ''
}

export async function exchangeWechatCode(code: string, state: string) {
  return unwrap(api.POST('/api/business/C_customers/callback', { body: { code, state } }))
}

export async function loginByWechatBinding(body: { phone: string; verCode: string; openId: string; unionId: string }): Promise<LoginReply> {
  const envelope = await unwrapEnvelope(api.POST('/api/business/C_customers/loginByWx', { body }))
  return { msg: envelope.msg, data: envelope.data ?? null }
}

export async function logoutCall(): Promise<void> {
  await unwrapEnvelope(api.GET('/api/oauth/Logout'))
}

/** Sum of item numbers in the caller's cart (the header badge). */
export async function cartCount(): Promise<number> {
  const data = await unwrap(api.POST('/api/business/C_cart/getList', { body: { currentPage: 1, pageSize: 100 } }))
  const list = (data as { list?: Array<{ number?: number | null }> } | undefined)?.list ?? []
  return list.reduce((sum, item) => sum + (Number(item.number) || 0), 0)
}

/** The signed-in profile (customer, or reseller on reseller pages); null when the answer carries none. */
export async function fetchProfile(kind: 'customer' | 'retailer'): Promise<{ id?: string | null; [field: string]: unknown } | null> {
  const data =
    kind === 'retailer'
      ? await unwrap(api.GET('/api/business/C_retailers/userinfo'))
      : await unwrap(api.GET('/api/business/C_customers/userinfo'))
  return (data ?? null) as { id?: string | null; [field: string]: unknown } | null
}

/** Fixed client fields of the legacy login form (docs/decisions-login.md). */
export const LEGACY_LOGIN_CLIENT = {
  origin: 'pc',
  client_id: 'summit-pc',
  client_secret: 'summit-pc-secret',
  scope: 'all',
  grant_type: 'password',
} as const

/** Legacy account login, form-encoded; `passwordMd5` is the lowercase hex MD5 of the password. */
export async function loginWithPassword(account: string, passwordMd5: string, now: number): Promise<LoginReply> {
  const body = { account, password: passwordMd5, code: '', timestamp: String(now), ...LEGACY_LOGIN_CLIENT }
  const envelope = await unwrapEnvelope(
    api.POST('/api/oauth/Login', {
      body,
      bodySerializer: (fields) => new URLSearchParams(fields as Record<string, string>).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    }),
  )
  return { msg: envelope.msg, data: envelope.data ?? null }
}
