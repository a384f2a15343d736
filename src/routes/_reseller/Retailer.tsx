import { createFileRoute } from '@tanstack/react-router'
import { NotOpenPage } from '../../features/static-pages/not-open-page'

// Reseller dashboard (not built yet); the reseller area's guard sends a logged-out visitor to /loginRetailer.
export const Route = createFileRoute('/_reseller/Retailer')({
  component: NotOpenPage,
})
