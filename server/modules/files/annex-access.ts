// Who may download a stored file: the customer one of these rules says owns it. One place, so the invoice files of
// issue 14 joined as another rule and every download (URL and file) keeps asking the same question.
import type { DbOrTx } from '../../db/client'
import { isOwnContractFile } from '../contracts/contract-service'
import { isOwnInvoiceFile } from '../invoices/invoice-service'

type AnnexOwnerRule = (db: DbOrTx, customerId: string, fileId: string) => Promise<boolean>

const ANNEX_OWNER_RULES: AnnexOwnerRule[] = [
  // A file of one of the customer's contracts (contracts.contractfiles).
  isOwnContractFile,
  // A file of one of the customer's invoices (invoices.content: the e-invoice PDF, and a voided one's red-letter PDF).
  isOwnInvoiceFile,
]

export async function isAnnexFileOf(db: DbOrTx, customerId: string, fileId: string): Promise<boolean> {
  for (const rule of ANNEX_OWNER_RULES) if (await rule(db, customerId, fileId)) return true
  return false
}
