import { createFileRoute } from '@tanstack/react-router'
import { requireLogin } from '../router/guarded-route'

// The login-only area (no path of its own): personal centre, cart, payment, orders, sessions. One guard: logged out,
// the visitor logs in and comes back to the page they asked for.
export const Route = createFileRoute('/_loggedIn')({
  beforeLoad: requireLogin,
})
