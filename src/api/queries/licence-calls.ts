// Licence creation (portal.md §7 Licences): makelicense for one machine licence, mutiBatchCreate for several.
import type { components } from '../../../generated/api'
import { unwrap, unwrapEnvelope } from '../api-error'
import { api } from '../client'

export type LicenceRequest = components['schemas']['LicenceRequest']

/** What a creation marks out of date: the licence list and the orders (their remaining licence counts). */
export const LICENCE_CREATION_STALE_KEYS = [['licences'], ['orders']] as const

/** POST C_license/makelicense: answers the server's msg, shown as the success message. */
export async function makeLicence(body: LicenceRequest): Promise<{ msg: string }> {
  const envelope = await unwrapEnvelope(api.POST('/api/business/C_license/makelicense', { body }))
  return { msg: envelope.msg ?? '' }
}

/** POST C_license/mutiBatchCreate: one body per licence, answered at once. */
export async function batchMakeLicences(bodies: LicenceRequest[]): Promise<{ msg: string }> {
  const envelope = await unwrapEnvelope(api.POST('/api/business/C_license/mutiBatchCreate', { body: bodies }))
  return { msg: envelope.msg ?? '' }
}

/**
 * GET C_license/Download/{id}: a short-lived data value for one created licence of the caller, and the URL of
 * C_license/downloadFile that answers the file with it (no bearer: the browser downloads by following the link).
 */
export async function licenceDownloadLink(id: string): Promise<{ url: string; filename: string }> {
  const { data, filename } = await unwrap(api.GET('/api/business/C_license/Download/{id}', { params: { path: { id } } }))
  return { url: `/api/business/C_license/downloadFile?data=${encodeURIComponent(data)}`, filename }
}
