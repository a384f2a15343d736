import { createFileRoute } from '@tanstack/react-router'
import { NotOpenPage } from '../features/static-pages/not-open-page'

// Retailer login by phone and code. Not built yet.
export const Route = createFileRoute('/loginRetailer')({
  component: NotOpenPage,
})
