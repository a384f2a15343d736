import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { count, countDistinct, eq, inArray, or } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type OpenDatabaseOptions, type OpenedDatabase } from '../../server/db/client'
import * as t from '../../server/db/schema'
import { seedIfEmpty } from '../../server/db/seed'
import { profileIncomplete } from '../../domain/profile-rules'
import { isSocialCreditCode } from '../../domain/social-credit-code'
import {
  DEMO_CUSTOMER_PHONE,
  DEMO_RETAILER_CODE,
  DEMO_RETAILER_PHONE,
  DEMO_VIP_CUSTOMER_PHONE,
} from '../../server/db/seed-data/demo-accounts'
import { startThrowawayPostgres, throwawayPostgresUnavailable, type ThrowawayPostgres } from '../../tools/throwaway-postgres'

type Db = OpenedDatabase['db']

async function rowCount(db: Db, table: Parameters<ReturnType<Db['select']>['from']>[0]): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(table)
  return n
}

// The same checks for PGlite and for a PostgreSQL server: both run the one migration folder.
function seedSuite(options: () => OpenDatabaseOptions) {
  let opened: OpenedDatabase

  beforeAll(async () => {
    opened = await openDatabase(options())
  })
  afterAll(async () => {
    await opened?.close()
  })

  it('seeds an empty database once', async () => {
    expect(await seedIfEmpty(opened.db)).toEqual({ seeded: true })
  })

  it('has the five product lines with Chinese type names', async () => {
    const rows = await opened.db.selectDistinct({ type: t.products.type, typename: t.products.typename }).from(t.products)
    expect(rows.map((r) => r.type).sort()).toEqual(['SummitLab', 'SummitMap', 'SummitSolid', 'SummitTerra', 'SummitView'])
    expect(rows.find((r) => r.type === 'SummitMap')?.typename).toBe('智能地图生产平台')
  })

  it('covers every pricing case', async () => {
    const { db } = opened
    const products = await db.select().from(t.products)
    expect(new Set(products.map((p) => p.ismonth))).toEqual(new Set([0, 1, 2]))
    expect(products.some((p) => [p.weekprice, p.monthprice, p.seasonprice, p.halfyearprice].includes('-1.00'))).toBe(true)
    expect(products.some((p) => p.onemonth != null && p.saletype === 'online')).toBe(true)
    expect(products.some((p) => p.limitduration != null && p.saletype === 'online')).toBe(true)
    expect(products.some((p) => p.dogState === 1)).toBe(true)
    expect(products.filter((p) => p.enabledmark === 0)).toHaveLength(1)
    expect(products.filter((p) => p.saletype === 'offline')).toHaveLength(1)
    // numeric(14,2) comes back as an exact string.
    expect(products.find((p) => p.weekprice === '0.10')?.monthprice).toBe('0.20')
    const byId = new Map(products.map((p) => [p.id, p]))
    const withFree = products.filter((p) => p.havefree === 1)
    expect(withFree.length).toBeGreaterThanOrEqual(3)
    for (const p of withFree) expect(byId.get(p.freeproductid!)?.saletype).toBe('free')
    expect(JSON.parse(products[0].img!)[0].url).toMatch(/^\/pc\/seed\//)
  })

  it('has the content the pages read', async () => {
    const { db } = opened
    expect(await rowCount(db, t.certificates)).toBe(17)
    expect(await rowCount(db, t.productFunctions)).toBeGreaterThan(10)
    expect(await rowCount(db, t.problems)).toBeGreaterThanOrEqual(5)
    const kinds = await db
      .select({ kind: t.supportModules.kind, n: countDistinct(t.supportModules.id) })
      .from(t.supportModules)
      .groupBy(t.supportModules.kind)
    expect(kinds.map((k) => k.kind).sort()).toEqual(['account', 'knowledge'])
    const downloadTypes = await db.selectDistinct({ type: t.downloads.type }).from(t.downloads)
    expect(downloadTypes.map((d) => d.type).sort()).toEqual([0, 1])
    const contact = await db.select().from(t.contactInfo)
    expect(contact.map((c) => c.type).sort()).toEqual(['address', 'email', 'phone', 'workGroup'])
    expect(await rowCount(db, t.retailLevels)).toBe(3)
    expect(await rowCount(db, t.forumModules)).toBeGreaterThanOrEqual(3)
    expect(await rowCount(db, t.forumPosts)).toBeGreaterThanOrEqual(3)
    const details = await db.select().from(t.productDetails).where(eq(t.productDetails.title, '系统配置')).limit(1)
    expect(details[0].detail).toContain('64 位 Windows XP / 7 / 10 / 11')
  })

  it('has the demo accounts', async () => {
    const { db } = opened
    const [retailer] = await db.select().from(t.retailers).where(eq(t.retailers.retailcode, DEMO_RETAILER_CODE))
    expect(retailer.phonenumber).toBe(DEMO_RETAILER_PHONE)
    expect(retailer.discount).toBe('0.8500')
    const ids = retailer.productid!.split(',')
    expect(ids).toHaveLength(2)
    expect(await db.select({ id: t.products.id }).from(t.products).where(inArray(t.products.id, ids))).toHaveLength(2)
    const customers = await db
      .select()
      .from(t.customers)
      .where(or(eq(t.customers.phonenum, DEMO_CUSTOMER_PHONE), eq(t.customers.phonenum, DEMO_VIP_CUSTOMER_PHONE)))
    expect(customers.find((c) => c.phonenum === DEMO_CUSTOMER_PHONE)).toMatchObject({ username: '演示用户' })
    expect(customers.find((c) => c.phonenum === DEMO_VIP_CUSTOMER_PHONE)).toMatchObject({ userleval: 2, vippermission: 1 })
  })

  it('gives the demo customers valid GB 32100 credit codes where present, and the red dot to the ordinary one', async () => {
    const { db } = opened
    const customers = await db.select().from(t.customers)
    const codes = customers.map((c) => c.companysocialcreditcode).filter((code): code is string => code !== null)
    expect(codes.length).toBeGreaterThan(0)
    expect(codes.filter((code) => !isSocialCreditCode(code))).toEqual([])
    const contracts = await db.select().from(t.contracts)
    expect(contracts.map((c) => c.socialcreditcode).filter((code) => code !== null && !isSocialCreditCode(code))).toEqual([])
    expect(profileIncomplete(customers.find((c) => c.phonenum === DEMO_CUSTOMER_PHONE)!)).toBe(true)
    expect(profileIncomplete(customers.find((c) => c.phonenum === DEMO_VIP_CUSTOMER_PHONE)!)).toBe(false)
  })

  it("stores the VIP customer's contract file as a PDF the contract lists", async () => {
    const { db } = opened
    const [vip] = await db.select().from(t.customers).where(eq(t.customers.phonenum, DEMO_VIP_CUSTOMER_PHONE))
    const [contract] = await db.select().from(t.contracts).where(eq(t.contracts.purchaserid, vip.id))
    const files = JSON.parse(contract.contractfiles!) as Array<{ fileId: string; name: string }>
    expect(files).toHaveLength(1)
    const [file] = await db.select().from(t.annexFiles).where(eq(t.annexFiles.id, files[0].fileId))
    expect(file).toMatchObject({ name: files[0].name, mimetype: 'application/pdf' })
    const bytes = Buffer.from(file.content!, 'base64')
    expect(bytes.length).toBe(file.size)
    expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4')
    expect(bytes.subarray(-6).toString('latin1')).toBe('%%EOF\n')
  })

  it('does nothing when seeded again', async () => {
    const before = await rowCount(opened.db, t.products)
    expect(await seedIfEmpty(opened.db)).toEqual({ seeded: false })
    expect(await rowCount(opened.db, t.products)).toBe(before)
    expect(await rowCount(opened.db, t.certificates)).toBe(17)
  })

  it('refuses a second like, follow or collect', async () => {
    const { db } = opened
    const [customer] = await db.select().from(t.customers).where(eq(t.customers.phonenum, DEMO_CUSTOMER_PHONE))
    const like = { userid: customer.id, targettype: 'post' as const, targetid: 'post-2' }
    await db.insert(t.forumLikes).values(like)
    await expect(db.insert(t.forumLikes).values(like)).rejects.toThrow()
    // onConflictDoNothing is how a data module makes the second like a no-op.
    await db.insert(t.forumLikes).values(like).onConflictDoNothing()
    expect(await rowCount(db, t.forumLikes)).toBe(1)
    await expect(
      db.insert(t.retailers).values({ retailername: 'x', phonenumber: '13900000009', retailcode: DEMO_RETAILER_CODE }),
    ).rejects.toThrow()
  })

  it('keeps the data when closed and opened again', async () => {
    await opened.close()
    opened = await openDatabase(options())
    expect(await rowCount(opened.db, t.certificates)).toBe(17)
    expect(await seedIfEmpty(opened.db)).toEqual({ seeded: false })
    expect(await opened.db.transaction(async (tx) => rowCount(tx as unknown as Db, t.forumLikes))).toBe(1)
  })
}

describe('database seed on PGlite', () => {
  const dir = mkdtempSync(join(tmpdir(), 'summit-db-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  // A nested folder: PGlite itself would not create it.
  seedSuite(() => ({ dataDir: join(dir, 'nested', 'pgdata') }))
})

describe('database seed of a live store (no demo data)', () => {
  let opened: OpenedDatabase
  beforeAll(async () => {
    opened = await openDatabase()
  })
  afterAll(async () => {
    await opened?.close()
  })

  it('holds the catalogue and content but no account with a published password, reseller, contract or demo thread', async () => {
    expect(await seedIfEmpty(opened.db, { demoData: false })).toEqual({ seeded: true })
    const { db } = opened
    expect(await rowCount(db, t.products)).toBeGreaterThan(0)
    expect(await rowCount(db, t.certificates)).toBe(17)
    expect(await rowCount(db, t.retailLevels)).toBeGreaterThan(0)
    expect(await rowCount(db, t.forumModules)).toBeGreaterThan(0)
    for (const table of [t.customers, t.retailers, t.contracts, t.annexFiles, t.forumPosts, t.forumComments, t.forumReplies]) {
      expect(await rowCount(db, table)).toBe(0)
    }
    expect(await seedIfEmpty(opened.db, { demoData: false })).toEqual({ seeded: false })
  })
})

const unavailable = throwawayPostgresUnavailable()
if (unavailable) console.warn(`skipping the PostgreSQL seed tests: ${unavailable}`)

describe.skipIf(unavailable !== null)('database seed on PostgreSQL (throwaway cluster)', () => {
  let server: ThrowawayPostgres
  beforeAll(async () => {
    server = await startThrowawayPostgres()
  })
  afterAll(async () => {
    await server?.stop()
  })
  seedSuite(() => ({ databaseUrl: server.url }))
})
