import { count, eq, sql } from 'drizzle-orm'
import type { Db, Tx } from './client'
import * as t from './schema'
import { clientPasswordDigest, hashPassword } from '../modules/auth/password-hash'
import { annexFileRows, contractRows, customerRows, retailerRows, retailLevelRows } from './seed-data/accounts'
import { DEMO_CUSTOMER_ACCOUNT, DEMO_CUSTOMER_PASSWORD } from './seed-data/demo-accounts'
import { certificateRows, companyMessageRows, contactInfoRows } from './seed-data/company'
import { forumCommentRows, forumModuleRows, forumPostRows, forumReplyRows } from './seed-data/forum'
import { productDetailRows, productFunctionRows, productionRows } from './seed-data/product-content'
import { productRows } from './seed-data/products'
import { companyTextRows } from './seed-data/company-texts'
import { seedTranslations, withTranslations } from './seed-data/translations/seed-translations'
import {
  DOCUMENT_TEXTS,
  DOWNLOAD_TEXTS,
  FORUM_MODULE_TEXTS,
  PROBLEM_TEXTS,
  PRODUCTION_TEXTS,
  RETAIL_LEVEL_TEXTS,
  TRIAL_VERSION_TEXTS,
} from './translated-fields'
import {
  documentRows,
  downloadRows,
  problemRows,
  supportEssayRows,
  supportModuleRows,
  trialVersionRows,
  updateNoteRows,
  videoRows,
  vipAppreciationRows,
  vipSoftwareRows,
} from './seed-data/support'

// Any constant: two processes starting on one empty PostgreSQL database seed it once.
const SEED_LOCK_KEY = 72_310_452

// Runs at every start: fills the catalogue and content only while the products table is empty.
export interface SeedOptions {
  /**
   * The demo accounts (customers with a published password, resellers, their contract) and the forum threads they
   * wrote. On by default; a live store (production with real providers) seeds the catalogue and content only.
   */
  demoData?: boolean
}

export async function seedIfEmpty(db: Db, { demoData = true }: SeedOptions = {}): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`)
    const [{ n }] = await tx.select({ n: count() }).from(t.products)
    if (n > 0) {
      await fillMissingTranslations(tx)
      return { seeded: false }
    }
    await insertAll(tx, demoData)
    return { seeded: true }
  })
}

// The text fields translated per content table (issue 20; migration 0015's and 0017's tables: translated-fields.ts).
const TRANSLATED = [
  [t.products, ['name', 'slogan', 'description', 'intro']],
  [t.productFunctions, ['pointdata', 'pointsubdata', 'functioncontent']],
  [t.productDetails, ['title', 'detail']],
  [t.supportModules, ['name', 'description']],
  [t.supportEssays, ['title', 'description', 'content']],
  [t.videos, ['descrh4']],
  [t.vipSoftware, ['softwarename', 'softwareexplain']],
  [t.vipAppreciation, ['softwarename', 'softwareexplain']],
  [t.updateNotes, ['newestname', 'newestexplain']],
  [t.contactInfo, ['content']],
  [t.companyMessages, ['title', 'description', 'content']],
  [t.certificates, ['title']],
  [t.problems, PROBLEM_TEXTS],
  [t.downloads, DOWNLOAD_TEXTS],
  [t.trialVersions, TRIAL_VERSION_TEXTS],
  [t.documents, DOCUMENT_TEXTS],
  [t.productions, PRODUCTION_TEXTS],
  [t.forumModules, FORUM_MODULE_TEXTS],
  [t.retailLevels, RETAIL_LEVEL_TEXTS],
] as const

/** A database seeded before migration 0014: its rows without translations get the seeded ones their zh-CN texts have. */
export async function fillMissingTranslations(tx: Tx): Promise<number> {
  let filled = 0
  for (const [table, fields] of TRANSLATED) {
    const rows = (await tx
      .select()
      .from(table)
      .where(sql`${table.translations} = '{}'::jsonb`)) as Record<string, unknown>[]
    for (const row of rows) {
      const translations = seedTranslations(row, fields as readonly string[])
      if (Object.keys(translations).length === 0) continue
      await tx
        .update(table)
        .set({ translations })
        .where(eq(table.id, row.id as string))
      filled += 1
    }
  }
  await tx.insert(t.companyTexts).values(companyTextRows).onConflictDoNothing()
  return filled
}

async function insertAll(tx: Tx, demoData: boolean): Promise<void> {
  // Parents before children (foreign keys).
  await tx.insert(t.products).values(withTranslations(productRows, ['name', 'slogan', 'description', 'intro']))
  await tx.insert(t.productFunctions).values(withTranslations(productFunctionRows, ['pointdata', 'pointsubdata', 'functioncontent']))
  await tx.insert(t.productDetails).values(withTranslations(productDetailRows, ['title', 'detail']))
  await tx.insert(t.productions).values(withTranslations(productionRows, PRODUCTION_TEXTS))

  await tx.insert(t.retailLevels).values(withTranslations(retailLevelRows, RETAIL_LEVEL_TEXTS))
  if (demoData) await insertDemoAccounts(tx)

  await tx.insert(t.problems).values(withTranslations(problemRows, PROBLEM_TEXTS))
  await tx.insert(t.supportModules).values(withTranslations(supportModuleRows, ['name', 'description']))
  await tx.insert(t.supportEssays).values(withTranslations(supportEssayRows, ['title', 'description', 'content']))
  await tx.insert(t.videos).values(withTranslations(videoRows, ['descrh4']))
  await tx.insert(t.downloads).values(withTranslations(downloadRows, DOWNLOAD_TEXTS))
  await tx.insert(t.vipSoftware).values(withTranslations(vipSoftwareRows, ['softwarename', 'softwareexplain']))
  await tx.insert(t.vipAppreciation).values(withTranslations(vipAppreciationRows, ['softwarename', 'softwareexplain']))
  await tx.insert(t.trialVersions).values(withTranslations(trialVersionRows, TRIAL_VERSION_TEXTS))
  await tx.insert(t.updateNotes).values(withTranslations(updateNoteRows, ['newestname', 'newestexplain']))
  await tx.insert(t.documents).values(withTranslations(documentRows, DOCUMENT_TEXTS))

  await tx.insert(t.contactInfo).values(withTranslations(contactInfoRows, ['content']))
  await tx.insert(t.companyMessages).values(withTranslations(companyMessageRows, ['title', 'description', 'content']))
  await tx.insert(t.certificates).values(withTranslations(certificateRows, ['title']))
  await tx.insert(t.companyTexts).values(companyTextRows)

  await tx.insert(t.forumModules).values(withTranslations(forumModuleRows, FORUM_MODULE_TEXTS))
  if (demoData) {
    await tx.insert(t.forumPosts).values(forumPostRows)
    await tx.insert(t.forumComments).values(forumCommentRows)
    await tx.insert(t.forumReplies).values(forumReplyRows)
  }
}

async function insertDemoAccounts(tx: Tx): Promise<void> {
  // Only the scrypt hash of md5(password) is stored, with a salt drawn now (never a constant in the source).
  const demoPasswordHash = await hashPassword(clientPasswordDigest(DEMO_CUSTOMER_PASSWORD))
  await tx
    .insert(t.customers)
    .values(customerRows.map((row) => (row.account === DEMO_CUSTOMER_ACCOUNT ? { ...row, password_hash: demoPasswordHash } : row)))
  await tx.insert(t.retailers).values(retailerRows)
  await tx.insert(t.annexFiles).values(annexFileRows())
  await tx.insert(t.contracts).values(contractRows)
}
