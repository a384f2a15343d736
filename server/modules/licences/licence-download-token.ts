// The data value of a licence download (Download/{id} -> downloadFile?data=), purpose 'licence', signed with
// LICENSE_URL_SECRET: it names one licence and works for 60 seconds; a file URL's token (purpose 'annex') never passes
// here, even under the same secret.
import { signLinkToken, subjectOfLinkToken, type LinkPurpose } from '../../http/signed-link-token'

export const LICENCE_DOWNLOAD_VALID_MS = 60 * 1000

const LICENCE: LinkPurpose = { name: 'licence', validMs: LICENCE_DOWNLOAD_VALID_MS }

export const signLicenceDownload = (secret: string, licenceId: string, now: Date): string => signLinkToken(secret, LICENCE, licenceId, now)

/** The licence a data value names, or null when it is malformed, forged, of another purpose or expired. */
export const licenceOfDownload = (secret: string, data: string, now: Date): string | null => subjectOfLinkToken(secret, LICENCE, data, now)
