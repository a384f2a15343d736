import { createFileRoute } from '@tanstack/react-router'
import { loadPortalTexts } from '../i18n/i18n'
import { requireResellerLogin } from '../router/guarded-route'

// The reseller area (no path of its own). One guard: logged out, a reseller logs in at /loginRetailer, which leads
// to /Retailer. Its pages' texts are in the portal chunk (src/i18n/resources/*-portal.ts), loaded before they render.
export const Route = createFileRoute('/_reseller')({
  beforeLoad: async (options) => {
    requireResellerLogin(options)
    await loadPortalTexts()
  },
})
