import { createFileRoute } from '@tanstack/react-router'
import { NotOpenPage } from '../features/static-pages/not-open-page'
import { requireLogin } from '../router/guarded-route'

// The cart needs a login; logged out, the user logs in and comes back here. Cart screen not built yet.
export const Route = createFileRoute('/cart')({
  beforeLoad: requireLogin,
  component: NotOpenPage,
})
