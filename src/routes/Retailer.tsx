import { createFileRoute } from '@tanstack/react-router'
import { NotOpenPage } from '../features/static-pages/not-open-page'

// Reseller dashboard. Not built yet.
export const Route = createFileRoute('/Retailer')({
  component: NotOpenPage,
})
