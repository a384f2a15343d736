// What every route's beforeLoad and loader receive. Kept apart from src/app-router.ts, which imports the route
// tree: the root route needs this type, and importing it from there would close an import cycle.
import type { QueryClient } from '@tanstack/react-query'
import type { SessionActorRef } from '../session/session-actor'

export interface RouterContext {
  queryClient: QueryClient
  /** The app's one session actor: guards read the token from it. */
  session: SessionActorRef
}
