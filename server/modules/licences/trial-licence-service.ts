// The free trials (storefront.md §4 and §9): applyLicense for a SummitMap or SummitSolid trial product, makeLabStart
// for a SummitLab one. One calendar month from creation, the trial caps in the file (200 Solid, 20 Map); refused
// while a valid licence of the product exists on the machine, possible again once it has ended.
import type { Identity } from '../../auth/identity'
import type { Db } from '../../db/client'
import { badRequest, conflict, notFound } from '../../http/api-error'
import { TRIAL_CAPS, machineCodeOf } from '../../../domain/license-rules'
import { requireCustomer } from '../customers/customer-service'
import { findProductById, findProductionOfProduct, type LicenceRow } from './licence-data'
import { isCreationRace, issueLicence } from './licence-issuing'
import { trialEnd } from './licence-period'
import type { LicenseSigner } from './license-signing'

export type TrialKind = 'software' | 'lab'

/** Which product lines each call serves: applyLicense the software trials, makeLabStart the training system. */
const TRIAL_LINES: Record<TrialKind, readonly string[]> = { software: ['SummitMap', 'SummitSolid'], lab: ['SummitLab'] }

export const TRIAL_MADE_MSG = '试用许可证已生成，有效期一个月'
export const TRIAL_VALID_MSG = '该机器码的试用许可证仍在有效期内，到期后可再次申请'
const NOT_TRIAL_MSG: Record<TrialKind, string> = {
  software: '该产品不提供试用许可证',
  lab: '该产品不是实训教学系统的试用版',
}

export interface TrialRequestBody {
  machinecode: string
  productid: string
  contactname?: string
  contactphone?: string
  companyname?: string
  guestmes?: string
}

export async function makeTrialLicence(
  db: Db,
  signer: LicenseSigner,
  identity: Identity | null,
  kind: TrialKind,
  body: TrialRequestBody,
  now: Date,
): Promise<LicenceRow> {
  const customer = await requireCustomer(db, identity)
  const machinecode = machineCodeOf(body.machinecode)
  if (machinecode === '') throw badRequest('请输入机器码')
  const product = await findProductById(db, body.productid)
  if (!product || product.enabledmark !== 1) throw notFound('产品不存在')
  // A trial product is a free version (saletype 'free') of one of this call's product lines.
  if (product.saletype !== 'free' || !TRIAL_LINES[kind].includes(product.type)) throw badRequest(NOT_TRIAL_MSG[kind])
  const production = await findProductionOfProduct(db, product.id)
  const optional = (value: string | undefined) => value?.trim() || null
  try {
    return await db.transaction((tx) =>
      issueLicence(tx, signer, {
        customer,
        machinecode,
        product: { id: product.id, name: product.name, type: product.type },
        featureId: product.profeatureid,
        production,
        caps: TRIAL_CAPS[product.type] ?? {},
        now,
        end: trialEnd(now),
        kind: 'trial',
        duplicateMsg: TRIAL_VALID_MSG,
        extra: {
          duration: 1,
          durationunion: 'month',
          purchasemethod: 'free',
          contactname: optional(body.contactname) ?? customer.username,
          contactphone: optional(body.contactphone) ?? customer.phonenum,
          companyname: optional(body.companyname) ?? customer.companyname,
          guestmes: optional(body.guestmes),
        },
      }),
    )
  } catch (error) {
    if (isCreationRace(error)) throw conflict(TRIAL_VALID_MSG)
    throw error
  }
}
