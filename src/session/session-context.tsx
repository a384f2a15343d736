import { createContext, useContext, useEffect, type ReactNode } from 'react'
import { TOKEN_KEY } from '../storage/storage'
import type { SessionProfile } from '../../machines/session'
import type { SessionActorRef } from './session-actor'
import { getToken, storedSessionKind } from './session-store'

const SessionActorContext = createContext<SessionActorRef | null>(null)

/** Hands the session actor down, and resumes a session another tab logged in to. */
export function SessionProvider({ actor, children }: { actor: SessionActorRef; children: ReactNode }): React.JSX.Element {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && !event.key.endsWith(TOKEN_KEY)) return
      const token = getToken()
      const kind = storedSessionKind()
      if (token) actor.send({ type: 'session.resume', token, ...(kind === 'retailer' || kind === 'customer' ? { kind } : {}) })
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [actor])
  return <SessionActorContext.Provider value={actor}>{children}</SessionActorContext.Provider>
}

export function useSessionActor(): SessionActorRef {
  const actor = useContext(SessionActorContext)
  if (!actor) throw new Error('useSessionActor needs a SessionProvider')
  return actor
}

/** For pages that change the cart: reload the header badge. */
export function useRefreshCartCount(): () => void {
  const actor = useSessionActor()
  return () => actor.send({ type: 'cart.refresh' })
}

/** For the profile form: the header and the stored profile take the saved fields at once. */
export function useProfileChanged(): (changes: SessionProfile) => void {
  const actor = useSessionActor()
  return (changes) => actor.send({ type: 'profile.changed', changes })
}
