import { count, sql } from 'drizzle-orm'
import type { Db, Tx } from './client'
import * as t from './schema'
import { clientPasswordDigest, hashPassword } from '../modules/auth/password-hash'
import { annexFileRows, contractRows, customerRows, retailerRows, retailLevelRows } from './seed-data/accounts'
import { DEMO_CUSTOMER_ACCOUNT, DEMO_CUSTOMER_PASSWORD } from './seed-data/demo-accounts'
import { certificateRows, companyMessageRows, contactInfoRows } from './seed-data/company'
import { forumCommentRows, forumModuleRows, forumPostRows, forumReplyRows } from './seed-data/forum'
import { productDetailRows, productFunctionRows, productionRows } from './seed-data/product-content'
import { productRows } from './seed-data/products'
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
export async function seedIfEmpty(db: Db): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`)
    const [{ n }] = await tx.select({ n: count() }).from(t.products)
    if (n > 0) return { seeded: false }
    await insertAll(tx)
    return { seeded: true }
  })
}

async function insertAll(tx: Tx): Promise<void> {
  // Parents before children (foreign keys).
  await tx.insert(t.products).values(productRows)
  await tx.insert(t.productFunctions).values(productFunctionRows)
  await tx.insert(t.productDetails).values(productDetailRows)
  await tx.insert(t.productions).values(productionRows)

  // Only the scrypt hash of md5(password) is stored, with a salt drawn now (never a constant in the source).
  const demoPasswordHash = await hashPassword(clientPasswordDigest(DEMO_CUSTOMER_PASSWORD))
  await tx
    .insert(t.customers)
    .values(customerRows.map((row) => (row.account === DEMO_CUSTOMER_ACCOUNT ? { ...row, password_hash: demoPasswordHash } : row)))
  await tx.insert(t.retailLevels).values(retailLevelRows)
  await tx.insert(t.retailers).values(retailerRows)
  await tx.insert(t.annexFiles).values(annexFileRows())
  await tx.insert(t.contracts).values(contractRows)

  await tx.insert(t.problems).values(problemRows)
  await tx.insert(t.supportModules).values(supportModuleRows)
  await tx.insert(t.supportEssays).values(supportEssayRows)
  await tx.insert(t.videos).values(videoRows)
  await tx.insert(t.downloads).values(downloadRows)
  await tx.insert(t.vipSoftware).values(vipSoftwareRows)
  await tx.insert(t.vipAppreciation).values(vipAppreciationRows)
  await tx.insert(t.trialVersions).values(trialVersionRows)
  await tx.insert(t.updateNotes).values(updateNoteRows)
  await tx.insert(t.documents).values(documentRows)

  await tx.insert(t.contactInfo).values(contactInfoRows)
  await tx.insert(t.companyMessages).values(companyMessageRows)
  await tx.insert(t.certificates).values(certificateRows)

  await tx.insert(t.forumModules).values(forumModuleRows)
  await tx.insert(t.forumPosts).values(forumPostRows)
  await tx.insert(t.forumComments).values(forumCommentRows)
  await tx.insert(t.forumReplies).values(forumReplyRows)
}
