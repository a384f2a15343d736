// Contracts as the API answers them (openapi.yaml Contract): every field of the entity a customer can read, the file
// list parsed; not the internal ids (purchaserid is the caller, salerid and creatoruserid are staff accounts).
import { money } from '../../http/paging'
import type { ContractRow } from './contract-data'
import { parseFileList } from '../files/file-list'

/** A contract's start and end are calendar days in Beijing time (the stored value is the instant it starts or ends). */
const BEIJING_OFFSET_MS = 8 * 3600_000
const beijingDate = (value: Date | null) =>
  value === null ? null : new Date(value.getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 10)

export function toContract(contract: ContractRow) {
  return {
    id: contract.id,
    contractnum: contract.contractnum,
    name: contract.name,
    contractmoney: money(contract.contractmoney),
    starttime: beijingDate(contract.starttime),
    endtime: beijingDate(contract.endtime),
    ordernames: contract.ordernames,
    contracttype: contract.contracttype as 0 | 1,
    moneytype: contract.moneytype as 0 | 1,
    purchasername: contract.purchasername,
    purchasercompany: contract.purchasercompany,
    purchaserphonenum: contract.purchaserphonenum,
    purchaseraddress: contract.purchaseraddress,
    socialcreditcode: contract.socialcreditcode,
    salername: contract.salername,
    contractresponsible: contract.contractresponsible,
    contractrelated: contract.contractrelated,
    department: contract.department,
    contractrange: contract.contractrange,
    description: contract.description,
    contractfiles: parseFileList(contract.contractfiles),
    creatortime: contract.creatortime.toISOString(),
  }
}
