// Who may download a stored file: the customer one of these rules says owns it. One place, so the invoice files of
// issue 14 join as another rule and every download (URL and file) keeps asking the same question.
import type { DbOrTx } from '../../db/client'
import { isOwnContractFile } from '../contracts/contract-service'

type AnnexOwnerRule = (db: DbOrTx, customerId: string, fileId: string) => Promise<boolean>

const ANNEX_OWNER_RULES: AnnexOwnerRule[] = [
  // A file of one of the customer's contracts (contracts.contractfiles).
  isOwnContractFile,
]

export async function isAnnexFileOf(db: DbOrTx, customerId: string, fileId: string): Promise<boolean> {
  for (const rule of ANNEX_OWNER_RULES) if (await rule(db, customerId, fileId)) return true
  return false
}
