// The server's few cookies (the QR login's state, the forum visitor, the prerendered pages' language) through the
// `cookie` package. Not @fastify/cookie: its hook would parse the Cookie header of every request, polls included.
import { parseCookie, stringifySetCookie } from 'cookie'

export function readCookie(header: string | undefined, name: string): string | undefined {
  return header ? parseCookie(header)[name] : undefined
}

export interface CookieOptions {
  path: string
  maxAgeSeconds: number
  secure: boolean
}

/** HttpOnly and SameSite=Lax always: scripts cannot read it, and other sites cannot send it on a POST. */
export function serializeCookie(name: string, value: string, { path, maxAgeSeconds, secure }: CookieOptions): string {
  return stringifySetCookie({ name, value, path, maxAge: maxAgeSeconds, httpOnly: true, sameSite: 'lax', secure })
}
