// Support and company content. Update notes and documents are VIP-only.
import type { Db } from '../../db/client'
import { forbidden, notFound } from '../../http/api-error'
import type { HandlerMap } from '../../http/operation-types'
import { page, pageWindow, wholeList } from '../../http/paging'
import { isVip, requireCustomer } from '../customers/customer-service'
import {
  selectCertificates,
  selectCompanyTexts,
  selectCompanyMessages,
  selectContactInfo,
  selectDocuments,
  selectEssay,
  selectEssays,
  selectModules,
  selectRelatedEssays,
  selectUpdateNotes,
  selectVideos,
  selectVipAppreciation,
  selectVipSoftware,
} from './content-data'
import { safeArticleHtml } from './article-html'
import { localizeRow, requestLanguage } from '../../http/content-language'
import type { Language } from '../../../domain/language'
import { DOCUMENT_TEXTS } from '../../db/translated-fields'

const RELATED_ARTICLES = 10
const VIP_ONLY = '该内容仅对 VIP 用户开放'

type EssayRow = Awaited<ReturnType<typeof selectRelatedEssays>>[number]
const toArticle = (language: Language) => (essay: EssayRow) => {
  const row = localizeRow(essay, ['title', 'content', 'description'], language)
  return {
    id: row.id,
    title: row.title,
    content: safeArticleHtml(row.content),
    moduleid: row.moduleid,
    description: row.description,
    img: row.img,
    creatortime: row.creatortime.toISOString(),
    lang: row.lang,
  }
}

async function articleWithRelated(db: Db, kind: 'account' | 'knowledge', id: string, language: Language) {
  const essay = await selectEssay(db, kind, id)
  if (!essay) throw notFound('文章不存在')
  const related = await selectRelatedEssays(db, essay.moduleid, RELATED_ARTICLES + 1)
  return {
    ...toArticle(language)(essay),
    related: related
      .filter((row) => row.id !== essay.id)
      .slice(0, RELATED_ARTICLES)
      .map(toArticle(language)),
  }
}

export const contentHandlers: HandlerMap = {
  async listContactInfo({ db, request }) {
    const language = requestLanguage(request)
    const rows = (await selectContactInfo(db)).map((row) => localizeRow(row, ['content'], language))
    return { data: wholeList(rows.map((row) => ({ id: row.id, type: row.type as 'phone', content: row.content, lang: row.lang }))) }
  },

  async listCertificates({ db, request }) {
    const language = requestLanguage(request)
    const rows = (await selectCertificates(db)).map((row) => localizeRow(row, ['title'], language))
    return {
      data: wholeList(rows.map((row) => ({ id: row.id, title: row.title, img: row.img, sortcode: row.sortcode, lang: row.lang }))),
    }
  },

  async listCompanyTexts({ db, request }) {
    const language = requestLanguage(request)
    const rows = (await selectCompanyTexts(db)).map((row) => localizeRow(row, ['content'], language))
    return { data: wholeList(rows.map((row) => ({ key: row.key as 'intro1', content: row.content, lang: row.lang }))) }
  },

  async listCompanyMessages({ db, body, request }) {
    const window = pageWindow(body)
    const language = requestLanguage(request)
    const { rows, total } = await selectCompanyMessages(db, window)
    const list = rows
      .map((message) => localizeRow(message, ['title', 'description', 'content'], language))
      .map((row) => ({
        id: row.id,
        title: row.title,
        description: row.description,
        content: row.content,
        img: row.img,
        creatortime: row.creatortime.toISOString(),
        lang: row.lang,
      }))
    return { data: page(list, total, window) }
  },

  async listVipAppreciation({ db, body, request }) {
    const window = pageWindow(body)
    const language = requestLanguage(request)
    const { rows, total } = await selectVipAppreciation(db, window)
    return {
      data: page(
        rows.map(({ creatortime: _c, sortcode: _s, ...row }) => localizeRow(row, ['softwarename', 'softwareexplain'], language)),
        total,
        window,
      ),
    }
  },

  async listTeachingVideos({ db, body, request }) {
    const window = pageWindow(body, 6)
    const language = requestLanguage(request)
    const { rows, total } = await selectVideos(db, { ptype: body.ptype, menuState: body.menuState }, window)
    const list = rows
      .map((video) => localizeRow(video, ['descrh4'], language))
      .map((row) => ({
        id: row.id,
        videosrc: row.videosrc,
        descrh4: row.descrh4,
        videoImg: row.videoImg,
        ptype: row.ptype,
        fSortcode: row.fSortcode,
        lang: row.lang,
      }))
    return { data: page(list, total, window) }
  },

  async listValueAddSoftware({ db, body, request }) {
    const window = pageWindow(body)
    const language = requestLanguage(request)
    const { rows, total } = await selectVipSoftware(db, window)
    return {
      data: page(
        rows.map(({ creatortime: _c, sortcode: _s, ...row }) => localizeRow(row, ['softwarename', 'softwareexplain'], language)),
        total,
        window,
      ),
    }
  },

  async listSupportModules({ db, request }) {
    const language = requestLanguage(request)
    const rows = await selectModules(db, 'account')
    return { data: wholeList(rows.map(({ creatortime: _c, kind: _k, ...row }) => localizeRow(row, ['name', 'description'], language))) }
  },

  async listKnowledgeModules({ db, request }) {
    const language = requestLanguage(request)
    const rows = await selectModules(db, 'knowledge')
    return { data: wholeList(rows.map(({ creatortime: _c, kind: _k, ...row }) => localizeRow(row, ['name', 'description'], language))) }
  },

  async listSupportEssays({ db, body, request }) {
    const window = pageWindow(body)
    const { rows, total } = await selectEssays(db, 'account', body.moduleId, window)
    return { data: page(rows.map(toArticle(requestLanguage(request))), total, window) }
  },

  async listKnowledgeEssays({ db, body, request }) {
    const window = pageWindow(body)
    const { rows, total } = await selectEssays(db, 'knowledge', body.moduleId, window)
    return { data: page(rows.map(toArticle(requestLanguage(request))), total, window) }
  },

  async getSupportEssay({ db, params, request }) {
    return { data: await articleWithRelated(db, 'account', params.id, requestLanguage(request)) }
  },

  async getKnowledgeEssay({ db, params, request }) {
    return { data: await articleWithRelated(db, 'knowledge', params.id, requestLanguage(request)) }
  },

  async listUpdateNotes({ db, identity, body, request }) {
    if (!isVip(await requireCustomer(db, identity))) throw forbidden(VIP_ONLY)
    const window = pageWindow(body, 5)
    const language = requestLanguage(request)
    const { rows, total } = await selectUpdateNotes(db, body.moduleId, window)
    const list = rows
      .map((note) => localizeRow(note, ['newestname', 'newestexplain'], language))
      .map((row) => ({
        id: row.id,
        newestname: row.newestname,
        newestversionnumber: row.newestversionnumber,
        newestexplain: row.newestexplain,
        creatortime: row.creatortime.toISOString(),
        lang: row.lang,
      }))
    return { data: page(list, total, window) }
  },

  async listSoftwareDocuments({ db, identity, body, request }) {
    if (!isVip(await requireCustomer(db, identity))) throw forbidden(VIP_ONLY)
    const window = pageWindow(body)
    const language = requestLanguage(request)
    const { rows, total } = await selectDocuments(db, body.moduleId, window)
    const list = rows
      .map((document) => localizeRow(document, DOCUMENT_TEXTS, language))
      .map((row) => ({
        id: row.id,
        softwarename: row.softwarename,
        softwareexplain: row.softwareexplain,
        versionnumber: row.versionnumber,
        f: row.f,
        lang: row.lang,
      }))
    return { data: page(list, total, window) }
  },
}
