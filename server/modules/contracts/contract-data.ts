// SQL for contracts (the service filters by owner; findContractById reads any contract so it can tell 403 from 404).
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { contracts } from '../../db/schema'
import type { PageWindow } from '../../http/paging'

export type ContractRow = typeof contracts.$inferSelect

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

function ownContractsWhere(purchaserid: string, contractnum: string | undefined): SQL | undefined {
  const conditions: SQL[] = [eq(contracts.purchaserid, purchaserid)]
  if (contractnum) conditions.push(ilike(contracts.contractnum, `%${escapeLike(contractnum)}%`))
  return and(...conditions)
}

/** One page of the customer's contracts, newest first (by the time they were recorded), and how many there are. */
export async function selectOwnContractsPage(db: DbOrTx, purchaserid: string, contractnum: string | undefined, window: PageWindow) {
  const where = ownContractsWhere(purchaserid, contractnum)
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(contracts)
      .where(where)
      .orderBy(desc(contracts.creatortime), desc(contracts.id))
      .limit(window.pageSize)
      .offset(window.offset),
    db.select({ total: count() }).from(contracts).where(where),
  ])
  return { rows, total }
}

export async function findContractById(db: DbOrTx, id: string): Promise<ContractRow | undefined> {
  const rows = await db.select().from(contracts).where(eq(contracts.id, id)).limit(1)
  return rows[0]
}

/** The file lists (contractfiles) of the customer's contracts. */
export async function selectOwnContractFileLists(db: DbOrTx, purchaserid: string): Promise<Array<string | null>> {
  const rows = await db.select({ files: contracts.contractfiles }).from(contracts).where(eq(contracts.purchaserid, purchaserid))
  return rows.map((row) => row.files)
}
