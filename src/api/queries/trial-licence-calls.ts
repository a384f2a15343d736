// The free-trial licence (storefront.md §4, §9; portal.md §7 Licences): applyLicense makes the one-month trial of a
// SummitMap or SummitSolid trial product, makeLabStart that of a SummitLab one (each refuses the other's family).
import type { components } from '../../../generated/api'
import type { ProductType } from '../../../domain/product-types'
import { unwrapEnvelope } from '../api-error'
import { api } from '../client'

export type TrialLicenceRequest = components['schemas']['TrialLicenceRequest']
export type Licence = components['schemas']['Licence']

/** What a trial marks out of date: the licence list (the personal centre's licence tab). */
export const TRIAL_LICENCE_STALE_KEYS = [['licences']] as const

/** The created trial licence and the server's msg. */
export interface TrialLicenceReply {
  licence: Licence
  msg: string
}

/** POST C_license/makeLabStart for a SummitLab trial product, POST C_license/applyLicense for the others. */
export async function requestTrialLicence(line: ProductType, body: TrialLicenceRequest): Promise<TrialLicenceReply> {
  const call =
    line === 'SummitLab'
      ? api.POST('/api/business/C_license/makeLabStart', { body })
      : api.POST('/api/business/C_license/applyLicense', { body })
  const envelope = await unwrapEnvelope(call)
  if (!envelope.data) throw new Error('the trial licence answer carries no licence')
  return { licence: envelope.data, msg: envelope.msg ?? '' }
}
