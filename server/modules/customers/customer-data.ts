// SQL for customers.
import { eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { customers } from '../../db/schema'

export type CustomerRow = typeof customers.$inferSelect

export async function findCustomerById(db: DbOrTx, id: string): Promise<CustomerRow | undefined> {
  const rows = await db.select().from(customers).where(eq(customers.id, id)).limit(1)
  return rows[0]
}

async function findCustomerByPhone(db: DbOrTx, phone: string): Promise<CustomerRow | undefined> {
  const rows = await db.select().from(customers).where(eq(customers.phonenum, phone)).limit(1)
  return rows[0]
}

export async function findCustomerByAccount(db: DbOrTx, account: string): Promise<CustomerRow | undefined> {
  const rows = await db.select().from(customers).where(eq(customers.account, account)).limit(1)
  return rows[0]
}

export async function findCustomerByUnionid(db: DbOrTx, unionid: string): Promise<CustomerRow | undefined> {
  const rows = await db.select().from(customers).where(eq(customers.unionid, unionid)).limit(1)
  return rows[0]
}

/** Binds a WeChat identity; the unique indexes on openid and unionid refuse a second customer. */
export async function bindWechat(db: DbOrTx, id: string, openid: string, unionid: string): Promise<void> {
  await db.update(customers).set({ openid, unionid }).where(eq(customers.id, id))
}

export type CustomerProfileChange = Partial<Pick<CustomerRow, 'username' | 'email' | 'companyname' | 'companysocialcreditcode'>>

export async function updateCustomerProfile(db: DbOrTx, id: string, change: CustomerProfileChange): Promise<CustomerRow | undefined> {
  if (Object.keys(change).length === 0) return findCustomerById(db, id)
  const rows = await db.update(customers).set(change).where(eq(customers.id, id)).returning()
  return rows[0]
}

/** Creates the customer on first phone login; a concurrent first login of the same phone gets the same row. */
export async function findOrCreateCustomerByPhone(db: DbOrTx, phone: string, username: string): Promise<CustomerRow> {
  await db.insert(customers).values({ phonenum: phone, username }).onConflictDoNothing({ target: customers.phonenum })
  const row = await findCustomerByPhone(db, phone)
  if (!row) throw new Error(`customer for ${phone} vanished after insert`)
  return row
}
