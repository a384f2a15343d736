// File downloads (thin: rules in file-service.ts).
import { RAW_REPLY, type HandlerMap } from '../../http/operation-types'
import { annexDownloadUrl, annexFileByToken } from './file-service'

/** RFC 6266: an ASCII fallback name and the UTF-8 name. */
function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7E]/g, '_').replace(/["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`
}

export const fileHandlers: HandlerMap = {
  async getAnnexDownloadUrl({ db, identity, params, config, clock }) {
    return { data: await annexDownloadUrl(db, identity, params.fileId, config.fileUrlSecret, clock()) }
  },

  async downloadAnnexFile({ db, query, config, reply, clock }) {
    const file = await annexFileByToken(db, query.token, config.fileUrlSecret, clock())
    reply
      .headers({
        'content-type': file.mimetype,
        'content-disposition': attachment(file.name),
        'content-length': String(file.bytes.length),
        'cache-control': 'private, no-store',
      })
      .send(file.bytes)
    return RAW_REPLY
  },
}
