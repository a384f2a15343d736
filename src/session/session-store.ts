// Token and stored profile, with change notification so React can follow them (useSyncExternalStore).
import type { ProfileKind } from '../../machines/session'
import { RETAILERINFO_KEY, SESSION_KIND_KEY, TOKEN_KEY, USERINFO_KEY, storage } from '../storage/storage'

const listeners = new Set<() => void>()

function emit(): void {
  listeners.forEach((listener) => listener())
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.endsWith(TOKEN_KEY)) listener() // another tab logged in or out
  }
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage)
  }
}

export function getToken(): string | null {
  const token = storage.get<string>(TOKEN_KEY)
  return typeof token === 'string' && token.length > 0 ? token : null
}

/** The kind first: another tab resumes the session when the token is written, and reads the kind then. */
export function setToken(token: string, kind: ProfileKind): void {
  storage.set(SESSION_KIND_KEY, kind)
  storage.set(TOKEN_KEY, token)
  emit()
}

export const storedSessionKind = (): unknown => storage.get(SESSION_KIND_KEY)

/** Forgets the token, its kind and both stored profiles. */
export function clearSession(): void {
  storage.remove(TOKEN_KEY)
  storage.remove(SESSION_KIND_KEY)
  storage.remove(USERINFO_KEY)
  storage.remove(RETAILERINFO_KEY)
  emit()
}
