// Token and stored profile, with change notification so React can follow them (useSyncExternalStore).
import { RETAILERINFO_KEY, TOKEN_KEY, USERINFO_KEY, storage } from '../storage/storage'

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

export function setToken(token: string): void {
  storage.set(TOKEN_KEY, token)
  emit()
}

/** Forgets the token and both stored profiles. */
export function clearSession(): void {
  storage.remove(TOKEN_KEY)
  storage.remove(USERINFO_KEY)
  storage.remove(RETAILERINFO_KEY)
  emit()
}
