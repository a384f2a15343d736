// Support and company content. Update notes and documents are VIP-only.
import type { Db } from '../../db/client'
import { forbidden, notFound } from '../../http/api-error'
import type { HandlerMap } from '../../http/operation-types'
import { page, pageWindow, wholeList } from '../../http/paging'
import { isVip, requireCustomer } from '../customers/customer-service'
import {
  selectCertificates,
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

const RELATED_ARTICLES = 10
const VIP_ONLY = '该内容仅对 VIP 用户开放'

type EssayRow = Awaited<ReturnType<typeof selectRelatedEssays>>[number]
const toArticle = (row: EssayRow) => ({
  id: row.id,
  title: row.title,
  content: row.content,
  moduleid: row.moduleid,
  description: row.description,
  img: row.img,
  creatortime: row.creatortime.toISOString(),
})

async function articleWithRelated(db: Db, kind: 'account' | 'knowledge', id: string) {
  const essay = await selectEssay(db, kind, id)
  if (!essay) throw notFound('文章不存在')
  const related = await selectRelatedEssays(db, essay.moduleid, RELATED_ARTICLES + 1)
  return {
    ...toArticle(essay),
    related: related
      .filter((row) => row.id !== essay.id)
      .slice(0, RELATED_ARTICLES)
      .map(toArticle),
  }
}

export const contentHandlers: HandlerMap = {
  async listContactInfo({ db }) {
    const rows = await selectContactInfo(db)
    return { data: wholeList(rows.map((row) => ({ id: row.id, type: row.type as 'phone', content: row.content }))) }
  },

  async listCertificates({ db }) {
    const rows = await selectCertificates(db)
    return { data: wholeList(rows.map((row) => ({ id: row.id, title: row.title, img: row.img, sortcode: row.sortcode }))) }
  },

  async listCompanyMessages({ db, body }) {
    const window = pageWindow(body)
    const { rows, total } = await selectCompanyMessages(db, window)
    const list = rows.map((row) => ({
      id: row.id,
      title: row.title,
      content: row.content,
      img: row.img,
      creatortime: row.creatortime.toISOString(),
    }))
    return { data: page(list, total, window) }
  },

  async listVipAppreciation({ db, body }) {
    const window = pageWindow(body)
    const { rows, total } = await selectVipAppreciation(db, window)
    return {
      data: page(
        rows.map(({ creatortime: _c, sortcode: _s, ...row }) => row),
        total,
        window,
      ),
    }
  },

  async listTeachingVideos({ db, body }) {
    const window = pageWindow(body, 6)
    const { rows, total } = await selectVideos(db, { ptype: body.ptype, menuState: body.menuState }, window)
    const list = rows.map((row) => ({
      id: row.id,
      videosrc: row.videosrc,
      descrh4: row.descrh4,
      videoImg: row.videoImg,
      ptype: row.ptype,
      fSortcode: row.fSortcode,
    }))
    return { data: page(list, total, window) }
  },

  async listValueAddSoftware({ db, body }) {
    const window = pageWindow(body)
    const { rows, total } = await selectVipSoftware(db, window)
    return {
      data: page(
        rows.map(({ creatortime: _c, sortcode: _s, ...row }) => row),
        total,
        window,
      ),
    }
  },

  async listSupportModules({ db }) {
    const rows = await selectModules(db, 'account')
    return { data: wholeList(rows.map(({ creatortime: _c, kind: _k, ...row }) => row)) }
  },

  async listKnowledgeModules({ db }) {
    const rows = await selectModules(db, 'knowledge')
    return { data: wholeList(rows.map(({ creatortime: _c, kind: _k, ...row }) => row)) }
  },

  async listSupportEssays({ db, body }) {
    const window = pageWindow(body)
    const { rows, total } = await selectEssays(db, 'account', body.moduleId, window)
    return { data: page(rows.map(toArticle), total, window) }
  },

  async listKnowledgeEssays({ db, body }) {
    const window = pageWindow(body)
    const { rows, total } = await selectEssays(db, 'knowledge', body.moduleId, window)
    return { data: page(rows.map(toArticle), total, window) }
  },

  async getSupportEssay({ db, params }) {
    return { data: await articleWithRelated(db, 'account', params.id) }
  },

  async getKnowledgeEssay({ db, params }) {
    return { data: await articleWithRelated(db, 'knowledge', params.id) }
  },

  async listUpdateNotes({ db, identity, body }) {
    if (!isVip(await requireCustomer(db, identity))) throw forbidden(VIP_ONLY)
    const window = pageWindow(body, 5)
    const { rows, total } = await selectUpdateNotes(db, body.moduleId, window)
    const list = rows.map((row) => ({
      id: row.id,
      newestname: row.newestname,
      newestversionnumber: row.newestversionnumber,
      newestexplain: row.newestexplain,
      creatortime: row.creatortime.toISOString(),
    }))
    return { data: page(list, total, window) }
  },

  async listSoftwareDocuments({ db, identity, body }) {
    if (!isVip(await requireCustomer(db, identity))) throw forbidden(VIP_ONLY)
    const window = pageWindow(body)
    const { rows, total } = await selectDocuments(db, body.moduleId, window)
    const list = rows.map((row) => ({
      id: row.id,
      softwarename: row.softwarename,
      softwareexplain: row.softwareexplain,
      versionnumber: row.versionnumber,
      f: row.f,
    }))
    return { data: page(list, total, window) }
  },
}
