import { createFileRoute } from '@tanstack/react-router'
import { sessionListOptions } from '../../../api/queries/session-queries'
import { SessionsPage } from '../../../features/sessions/sessions-page'
import { SessionsError, SessionsLoading } from '../../../features/sessions/sessions-status'

// The signed-in devices of the caller (customer or reseller); logged out, the user logs in and comes back here.
export const Route = createFileRoute('/_loggedIn/user/sessions')({
  loader: ({ context }) => context.queryClient.ensureQueryData(sessionListOptions()),
  pendingComponent: SessionsLoading,
  errorComponent: SessionsError,
  component: SessionsPage,
})
