// Site search: products, knowledge-base articles and account support articles (search-data.ts).
import type { HandlerMap } from '../../http/operation-types'
import { page, pageWindow } from '../../http/paging'
import { countSearchHits, selectSearchHits } from './search-data'
import { requestLanguage } from '../../http/content-language'

const SEARCH_PAGE_SIZE = 10

export const searchHandlers: HandlerMap = {
  async searchSite({ db, body, request }) {
    const window = pageWindow(body, SEARCH_PAGE_SIZE)
    const language = requestLanguage(request)
    const [counts, list] = await Promise.all([
      countSearchHits(db, body.q, language),
      selectSearchHits(db, body.q, body.kind, window, language),
    ])
    const total = body.kind ? counts[body.kind] : counts.product + counts.knowledge + counts.support
    return { data: { ...page(list, total, window), counts } }
  },
}
