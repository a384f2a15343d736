// Writes one licence inside the creation transaction: ended licences of the product and machine are expired first,
// a valid one refuses, then the row with its signed file and its permit code. Paid and trial creation share it.
import { randomUUID } from 'node:crypto'
import type { DbOrTx } from '../../db/client'
import { conflict } from '../../http/api-error'
import type { CustomerRow } from '../customers/customer-data'
import {
  expireEndedLicences,
  hasValidLicence,
  insertLicence,
  insertPermitCode,
  type LicenceRow,
  type NewLicence,
  type ProductionRow,
} from './licence-data'
import { licenceFileFields } from './licence-file-fields'
import type { LicenseSigner } from './license-signing'
import { newPermitCode } from './permit-code'

export const DUPLICATE_LICENCE_MSG = '该机器码已有此产品的有效许可证，请选择其他产品'

export interface IssueInput {
  customer: CustomerRow
  /** Trimmed. */
  machinecode: string
  product: { id: string; name: string; type: string | null }
  featureId: string | null
  production: ProductionRow | undefined
  caps: Record<string, number>
  now: Date
  /** null: permanent. */
  end: Date | null
  kind: 'paid' | 'trial'
  /** What the licence row records beyond the common fields (order line, duration, contact). */
  extra: Omit<NewLicence, 'id' | 'machinecode' | 'productid'>
  /** The refusal when a valid licence of the product already exists on the machine. */
  duplicateMsg?: string
}

export async function issueLicence(tx: DbOrTx, signer: LicenseSigner, input: IssueInput): Promise<LicenceRow> {
  const { customer, machinecode, product, now } = input
  await expireEndedLicences(tx, machinecode, product.id, now)
  if (await hasValidLicence(tx, machinecode, product.id, now)) throw conflict(input.duplicateMsg ?? DUPLICATE_LICENCE_MSG)
  const id = randomUUID()
  const fields = licenceFileFields({
    licenceId: id,
    customer,
    machineCode: machinecode,
    product: { id: product.id, name: product.name },
    featureId: input.featureId,
    production: input.production,
    caps: input.caps,
    start: now,
    end: input.end,
    kind: input.kind,
  })
  const licence = await insertLicence(tx, {
    producttype: product.type,
    licensetype: input.kind === 'trial' ? 'trial' : 'order',
    licensemaker: customer.username,
    licensemakerid: customer.id,
    orderuserid: customer.id,
    orderusername: customer.username,
    creatoruserid: customer.id,
    companyname: customer.companyname,
    ...input.extra,
    id,
    machinecode,
    productid: product.id,
    featureid: fields.featureId,
    modules: fields.modules.join(',') || null,
    state: 1,
    endtime: input.end,
    filedata: signer.signLicense(fields),
    creatortime: now,
  })
  // A taken code (about one in 10^11 per draw) is drawn again; the unique index decides, not a read.
  for (;;) {
    const recorded = await insertPermitCode(tx, {
      permitcode: newPermitCode(),
      licenseid: licence.id,
      userid: customer.id,
      machinecode,
      productid: product.id,
      now,
    })
    if (recorded) return licence
  }
}

/** A unique violation (two valid licences of one product on one machine), or a deadlock between two batches. */
export function isCreationRace(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null
  const code = e?.code ?? e?.cause?.code
  return code === '23505' || code === '40P01'
}
