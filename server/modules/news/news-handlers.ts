// Company news detail (Home's 'get latest' leads to the list and from there to one entry).
import { notFound } from '../../http/api-error'
import type { HandlerMap } from '../../http/operation-types'
import { selectCompanyMessage } from './news-data'
import { localizeRow, requestLanguage } from '../../http/content-language'

export const newsHandlers: HandlerMap = {
  async getCompanyMessage({ db, params, request }) {
    const message = await selectCompanyMessage(db, params.id)
    if (!message) throw notFound('资讯不存在')
    const row = localizeRow(message, ['title', 'description', 'content'], requestLanguage(request))
    return {
      data: {
        id: row.id,
        title: row.title,
        description: row.description,
        content: row.content,
        img: row.img,
        creatortime: row.creatortime.toISOString(),
        lang: row.lang,
      },
    }
  },
}
