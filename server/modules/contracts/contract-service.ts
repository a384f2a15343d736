// Contract rules: the caller's own contracts only (purchaserid = the caller; a body naming another purchaserid is
// refused by the ownership guard before this runs), searched by part of the contract number, 20 a page.
import type { Identity } from '../../auth/identity'
import type { Db, DbOrTx } from '../../db/client'
import { forbidden, notFound } from '../../http/api-error'
import { pageWindow } from '../../http/paging'
import { requireCustomer } from '../customers/customer-service'
import { findContractById, selectOwnContractFileLists, selectOwnContractsPage } from './contract-data'
import { parseFileList } from '../files/file-list'
import { CONTRACT_LIST_PAGE_SIZE } from '../../../domain/limits'

/** Contract list page size: portal.md section 9. */

export interface ContractListInput {
  currentPage?: number
  pageSize?: number
  contractnum?: string
}

export async function contractsPage(db: Db, identity: Identity | null, input: ContractListInput) {
  const customer = await requireCustomer(db, identity)
  const window = pageWindow(input, CONTRACT_LIST_PAGE_SIZE)
  const { rows, total } = await selectOwnContractsPage(db, customer.id, input.contractnum?.trim() || undefined, window)
  return { rows, total, window }
}

/** The caller's contract, else 404 (none) or 403 (another customer's), like orders. */
export async function ownContract(db: Db, identity: Identity | null, id: string) {
  const customer = await requireCustomer(db, identity)
  const contract = await findContractById(db, id)
  if (!contract) throw notFound('合同不存在')
  if (contract.purchaserid !== customer.id) throw forbidden()
  return contract
}

/** Whether the file is one of the customer's contracts' files (a rule of files/annex-access.ts). */
export async function isOwnContractFile(db: DbOrTx, customerId: string, fileId: string): Promise<boolean> {
  const lists = await selectOwnContractFileLists(db, customerId)
  return lists.some((text) => parseFileList(text).some((file) => file.fileId === fileId))
}
