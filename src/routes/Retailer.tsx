import { createFileRoute, redirect } from '@tanstack/react-router'
import { NotOpenPage } from '../features/static-pages/not-open-page'
import { getToken } from '../session/session-store'

// Reseller dashboard (not built yet). Logged out, a reseller logs in at /loginRetailer, which leads back here.
export const Route = createFileRoute('/Retailer')({
  beforeLoad: () => {
    if (!getToken()) throw redirect({ to: '/loginRetailer' })
  },
  component: NotOpenPage,
})
