// File downloads: getAnnexDownloadUrl answers a short-lived signed URL for a file the caller owns (annex-access.ts);
// downloadAnnexFile serves the file to whoever holds a valid URL (the browser navigates to it without the bearer).
import type { Identity } from '../../auth/identity'
import type { Db } from '../../db/client'
import { ApiError, forbidden, notFound } from '../../http/api-error'
import { requireCustomer } from '../customers/customer-service'
import { findAnnexFileById } from './annex-data'
import { isAnnexFileOf } from './annex-access'
import { fileOfDownloadToken, signDownloadToken } from './download-token'

const FILE_MISSING_MSG = '文件不存在'

/** The path of the file download operation (openapi.yaml downloadAnnexFile), relative to the site's origin. */
const DOWNLOAD_PATH = '/api/file/Download/annexFile'

export async function annexDownloadUrl(db: Db, identity: Identity | null, fileId: string, secret: string, now: Date) {
  const customer = await requireCustomer(db, identity)
  const file = await findAnnexFileById(db, fileId)
  if (!file) throw notFound(FILE_MISSING_MSG)
  if (!(await isAnnexFileOf(db, customer.id, file.id))) throw forbidden()
  return { url: `${DOWNLOAD_PATH}?token=${signDownloadToken(secret, file.id, now)}`, name: file.name }
}

export async function annexFileByToken(db: Db, token: string, secret: string, now: Date) {
  const fileId = fileOfDownloadToken(secret, token, now)
  if (fileId === null) throw new ApiError(403, '下载链接无效或已过期，请重新下载')
  const file = await findAnnexFileById(db, fileId)
  // Only small files are stored in the database for now (content, base64); a file kept by path is not served yet.
  if (!file || file.content === null) throw notFound(FILE_MISSING_MSG)
  return { name: file.name, mimetype: file.mimetype ?? 'application/octet-stream', bytes: Buffer.from(file.content, 'base64') }
}
