import { createFileRoute } from '@tanstack/react-router'
import { loadPortalTexts } from '../i18n/i18n'
import { requireLogin } from '../router/guarded-route'

// The login-only area (no path of its own): personal centre, cart, payment, orders, sessions. One guard: logged out,
// the visitor logs in and comes back to the page they asked for.
// Its pages' texts (src/i18n/resources/*-portal.ts) load here, before any of them renders.
export const Route = createFileRoute('/_loggedIn')({
  beforeLoad: async (options) => {
    requireLogin(options)
    await loadPortalTexts()
  },
})
