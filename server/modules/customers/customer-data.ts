// SQL for customers.
import { eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { customers } from '../../db/schema'

export type CustomerRow = typeof customers.$inferSelect

export async function findCustomerById(db: DbOrTx, id: string): Promise<CustomerRow | undefined> {
  const rows = await db.select().from(customers).where(eq(customers.id, id)).limit(1)
  return rows[0]
}

export async function findCustomerByPhone(db: DbOrTx, phone: string): Promise<CustomerRow | undefined> {
  const rows = await db.select().from(customers).where(eq(customers.phonenum, phone)).limit(1)
  return rows[0]
}

/** Creates the customer on first phone login; a concurrent first login of the same phone gets the same row. */
export async function findOrCreateCustomerByPhone(db: DbOrTx, phone: string, username: string): Promise<CustomerRow> {
  await db.insert(customers).values({ phonenum: phone, username }).onConflictDoNothing({ target: customers.phonenum })
  const row = await findCustomerByPhone(db, phone)
  if (!row) throw new Error(`customer for ${phone} vanished after insert`)
  return row
}
