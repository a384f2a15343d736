import { createFileRoute } from '@tanstack/react-router'
import { requireResellerLogin } from '../router/guarded-route'

// The reseller area (no path of its own). One guard: logged out, a reseller logs in at /loginRetailer, which leads
// to /Retailer.
export const Route = createFileRoute('/_reseller')({
  beforeLoad: requireResellerLogin,
})
