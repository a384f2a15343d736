// A post's views: once per visitor and China calendar day. The visitor is the customer when a live token names one,
// else a random first-party cookie (forum-visitor-cookie.ts).
import { CHINA_OFFSET_MS } from '../../../domain/china-time'
import type { Db } from '../../db/client'
import { recordView } from './forum-view-data'

const chinaDay = (now: Date) => new Date(now.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10)

export async function countView(db: Db, postid: string, visitor: string, now: Date): Promise<boolean> {
  return db.transaction((tx) => recordView(tx, postid, visitor, chinaDay(now)))
}
