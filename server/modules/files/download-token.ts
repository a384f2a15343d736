// The token of a file download URL (purpose 'annex'), signed with the server's FILE_URL_SECRET: it names one file and
// expires soon.
import { signLinkToken, subjectOfLinkToken, type LinkPurpose } from '../../http/signed-link-token'

/** How long a download URL works after getAnnexDownloadUrl answered it. */
export const ANNEX_URL_VALID_MS = 5 * 60 * 1000

const ANNEX: LinkPurpose = { name: 'annex', validMs: ANNEX_URL_VALID_MS }

export const signDownloadToken = (secret: string, fileId: string, now: Date): string => signLinkToken(secret, ANNEX, fileId, now)

/** The file a token names, or null when it is malformed, forged or expired. */
export const fileOfDownloadToken = (secret: string, token: string, now: Date): string | null =>
  subjectOfLinkToken(secret, ANNEX, token, now)
