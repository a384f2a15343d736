// File downloads (thin: rules in file-service.ts).
import { attachmentHeader } from '../../http/attachment-header'
import { RAW_REPLY, type HandlerMap } from '../../http/operation-types'
import { annexDownloadUrl, annexFileByToken } from './file-service'

export const fileHandlers: HandlerMap = {
  async getAnnexDownloadUrl({ db, identity, params, config, clock }) {
    return { data: await annexDownloadUrl(db, identity, params.fileId, config.fileUrlSecret, clock()) }
  },

  async downloadAnnexFile({ db, query, config, reply, clock }) {
    const file = await annexFileByToken(db, query.token, config.fileUrlSecret, clock())
    reply
      .headers({
        'content-type': file.mimetype,
        'content-disposition': attachmentHeader(file.name),
        'content-length': String(file.bytes.length),
        'cache-control': 'private, no-store',
      })
      .send(file.bytes)
    return RAW_REPLY
  },
}
