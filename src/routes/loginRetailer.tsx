import { createFileRoute } from '@tanstack/react-router'
import { RetailerLoginPage } from '../features/login/retailer-login-page'

// Reseller login by phone and code; leads to /Retailer.
export const Route = createFileRoute('/loginRetailer')({
  component: RetailerLoginPage,
})
