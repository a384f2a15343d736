// Catalogue operations (public).
import type { Db } from '../../db/client'
import type { HandlerMap } from '../../http/operation-types'
import { page, pageWindow, wholeList } from '../../http/paging'
import {
  selectDownloads,
  selectProblems,
  selectProductDetails,
  selectProductFunctions,
  selectProducts,
  selectTrialVersions,
} from './product-data'
import { toProduct } from './product-view'
import { localizeRow, requestLanguage } from '../../http/content-language'
import type { Language } from '../../../domain/language'
import { DOWNLOAD_TEXTS, PROBLEM_TEXTS, TRIAL_VERSION_TEXTS } from '../../db/translated-fields'

const PRODUCT_PAGE_SIZE = 100
// The zh-CN title of the system configuration section: the page shows it in a tab of its own (DetailSection.kind).
const SYSTEM_CONFIG_TITLE = '系统配置'

interface ProductListQuery {
  type?: string
  typename?: string
  saletype?: string
  sidx?: string
  currentPage?: number
  pageSize?: number
}

async function productPage(db: Db, query: ProductListQuery, language: Language) {
  const window = pageWindow(query, PRODUCT_PAGE_SIZE)
  const filter = {
    type: query.type,
    typename: query.typename || undefined,
    saletype: query.saletype ?? 'online',
    sortByName: query.sidx === 'name',
  }
  const { rows, total } = await selectProducts(db, filter, window)
  return page(
    rows.map((row) => toProduct(row, language)),
    total,
    window,
  )
}

export const productHandlers: HandlerMap = {
  async listProducts({ db, query, request }) {
    return { data: await productPage(db, query, requestLanguage(request)) }
  },

  async searchProducts({ db, body, request }) {
    return { data: await productPage(db, body, requestLanguage(request)) }
  },

  async listProductFunctions({ db, body, request }) {
    const language = requestLanguage(request)
    const rows = await selectProductFunctions(db, { productid: body.productid, producttype: body.producttype }, body.sort ?? 'asc')
    const localized = rows.map(({ fn, type }) => ({
      fn: localizeRow(fn, ['pointdata', 'pointsubdata', 'functioncontent'], language),
      type,
    }))
    const list = localized.map(({ fn, type }) => ({
      id: fn.id,
      productid: fn.productid,
      producttype: type,
      pointdata: fn.pointdata,
      pointsubdata: fn.pointsubdata,
      functioncontent: fn.functioncontent,
      sortcode: fn.sortcode,
      lang: fn.lang,
    }))
    return { data: wholeList(list) }
  },

  async listProductDetailSections({ db, query, request }) {
    const language = requestLanguage(request)
    const rows = await selectProductDetails(db, query.productid, query.sort ?? 'desc')
    const list = rows.map((section) => {
      const row = localizeRow(section, ['title', 'detail'], language)
      return {
        id: row.id,
        productid: row.productid,
        title: row.title,
        detail: row.detail ?? '',
        sortcode: row.sortcode,
        lang: row.lang,
        kind: section.title === SYSTEM_CONFIG_TITLE ? ('config' as const) : ('detail' as const),
      }
    })
    return { data: wholeList(list) }
  },

  async listSoftwareDownloads({ db, query, request }) {
    const language = requestLanguage(request)
    const window = pageWindow(query, 20)
    const { rows, total } = await selectDownloads(db, query.type, query.sort ?? 'desc', window)
    const list = rows.map((download) => {
      const { creatortime: _c, sortcode: _s, enabledmark: _e, ...row } = localizeRow(download, DOWNLOAD_TEXTS, language)
      return { ...row, type: row.type as 0 | 1, descrh: row.descrh ?? '' }
    })
    return { data: page(list, total, window) }
  },

  async listProblems({ db, body, request }) {
    const language = requestLanguage(request)
    const window = pageWindow(body, 20)
    const { rows, total } = await selectProblems(db, window)
    const list = rows.map((problem) => {
      const row = localizeRow(problem, PROBLEM_TEXTS, language)
      return { id: row.id, question: row.question, answer: row.answer, sortcode: row.sortcode, lang: row.lang }
    })
    return { data: page(list, total, window) }
  },

  async listTrialVersions({ db, body, request }) {
    const language = requestLanguage(request)
    const window = pageWindow(body, 20)
    const { rows, total } = await selectTrialVersions(db, window)
    const list = rows.map((trial) => {
      const { creatortime: _c, sortcode: _s, ...row } = localizeRow(trial, TRIAL_VERSION_TEXTS, language)
      return row
    })
    return { data: page(list, total, window) }
  },
}
