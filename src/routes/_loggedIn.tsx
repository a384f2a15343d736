import { createFileRoute } from '@tanstack/react-router'
import { loadPortalTexts } from '../i18n/i18n'
import { requireLogin } from '../router/guarded-route'

// The login-only area (no path of its own): personal centre, cart, payment, orders, sessions. One guard: logged out,
// the visitor logs in and comes back to the page they asked for.
// Its pages' texts (src/i18n/resources/*-portal.ts) load here, before any of them renders: in the loader, not the
// guard, so that they load beside the page's own code and data (the router runs the loaders of a route and its
// layouts together, after every guard) instead of before them; a page renders inside this route once its loader is done.
export const Route = createFileRoute('/_loggedIn')({
  beforeLoad: (options) => {
    requireLogin(options)
  },
  loader: () => loadPortalTexts(),
})
