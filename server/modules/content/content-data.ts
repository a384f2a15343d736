// SQL for support and company content: contact info, certificates, news, videos, software lists, articles.
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { DbOrTx } from '../../db/client'
import {
  certificates,
  companyTexts,
  companyMessages,
  contactInfo,
  documents,
  supportEssays,
  supportModules,
  updateNotes,
  videos,
  vipAppreciation,
  vipSoftware,
} from '../../db/schema'
import type { PageWindow } from '../../http/paging'

async function pageOf<T>(db: DbOrTx, table: PgTable, rowsQuery: Promise<T[]>, where?: SQL) {
  const countQuery = where ? db.select({ total: count() }).from(table).where(where) : db.select({ total: count() }).from(table)
  const [rows, [{ total }]] = await Promise.all([rowsQuery, countQuery])
  return { rows, total }
}

export const selectContactInfo = (db: DbOrTx) => db.select().from(contactInfo).orderBy(asc(contactInfo.sortcode))

export const selectCompanyTexts = (db: DbOrTx) => db.select().from(companyTexts).orderBy(asc(companyTexts.sortcode))

export const selectCertificates = (db: DbOrTx) => db.select().from(certificates).orderBy(asc(certificates.sortcode))

export function selectCompanyMessages(db: DbOrTx, w: PageWindow) {
  const where = eq(companyMessages.enabledmark, 1)
  const rows = db
    .select()
    .from(companyMessages)
    .where(where)
    .orderBy(desc(companyMessages.creatortime), asc(companyMessages.sortcode))
    .limit(w.pageSize)
    .offset(w.offset)
  return pageOf(db, companyMessages, rows, where)
}

export function selectVipAppreciation(db: DbOrTx, w: PageWindow) {
  const rows = db.select().from(vipAppreciation).orderBy(asc(vipAppreciation.sortcode)).limit(w.pageSize).offset(w.offset)
  return pageOf(db, vipAppreciation, rows)
}

export function selectVideos(db: DbOrTx, filter: { ptype?: string; menuState?: string }, w: PageWindow) {
  const conditions: SQL[] = [eq(videos.fEnabledmark, 1)]
  if (filter.ptype) conditions.push(eq(videos.ptype, filter.ptype))
  if (filter.menuState) conditions.push(eq(videos.menuState, filter.menuState))
  const where = and(...conditions)
  const rows = db.select().from(videos).where(where).orderBy(asc(videos.fSortcode)).limit(w.pageSize).offset(w.offset)
  return pageOf(db, videos, rows, where)
}

export function selectVipSoftware(db: DbOrTx, w: PageWindow) {
  const rows = db.select().from(vipSoftware).orderBy(asc(vipSoftware.sortcode)).limit(w.pageSize).offset(w.offset)
  return pageOf(db, vipSoftware, rows)
}

export function selectModules(db: DbOrTx, kind: 'account' | 'knowledge') {
  return db.select().from(supportModules).where(eq(supportModules.kind, kind)).orderBy(asc(supportModules.sortcode))
}

export function selectEssays(db: DbOrTx, kind: 'account' | 'knowledge', moduleId: string | undefined, w: PageWindow) {
  const conditions: SQL[] = [eq(supportModules.kind, kind)]
  if (moduleId) conditions.push(eq(supportEssays.moduleid, moduleId))
  const where = and(...conditions)
  const rows = db
    .select({ essay: supportEssays })
    .from(supportEssays)
    .innerJoin(supportModules, eq(supportModules.id, supportEssays.moduleid))
    .where(where)
    .orderBy(asc(supportEssays.sortcode), asc(supportEssays.id))
    .limit(w.pageSize)
    .offset(w.offset)
  const total = db
    .select({ total: count() })
    .from(supportEssays)
    .innerJoin(supportModules, eq(supportModules.id, supportEssays.moduleid))
    .where(where)
  return Promise.all([rows, total]).then(([list, [{ total: n }]]) => ({ rows: list.map((r) => r.essay), total: n }))
}

export async function selectEssay(db: DbOrTx, kind: 'account' | 'knowledge', id: string) {
  const rows = await db
    .select({ essay: supportEssays })
    .from(supportEssays)
    .innerJoin(supportModules, eq(supportModules.id, supportEssays.moduleid))
    .where(and(eq(supportEssays.id, id), eq(supportModules.kind, kind)))
    .limit(1)
  return rows[0]?.essay
}

export function selectRelatedEssays(db: DbOrTx, moduleid: string, limit: number) {
  return db.select().from(supportEssays).where(eq(supportEssays.moduleid, moduleid)).orderBy(asc(supportEssays.sortcode)).limit(limit)
}

export function selectUpdateNotes(db: DbOrTx, moduleId: string | undefined, w: PageWindow) {
  const where = moduleId ? eq(updateNotes.moduleid, moduleId) : undefined
  const rows = db
    .select()
    .from(updateNotes)
    .where(where)
    .orderBy(desc(updateNotes.creatortime), asc(updateNotes.sortcode))
    .limit(w.pageSize)
    .offset(w.offset)
  return pageOf(db, updateNotes, rows, where)
}

export function selectDocuments(db: DbOrTx, moduleId: string | undefined, w: PageWindow) {
  const where = moduleId ? eq(documents.moduleid, moduleId) : undefined
  const rows = db.select().from(documents).where(where).orderBy(asc(documents.sortcode)).limit(w.pageSize).offset(w.offset)
  return pageOf(db, documents, rows, where)
}
