// Licences, productions and permit codes as the API answers them (openapi.yaml Licence, Production, PermitCode).
import type { LicenceUnit } from '../../../domain/license-rules'
import type { LicenceRow, PermitCodeRow, ProductionRow } from './licence-data'
import type { Language } from '../../../domain/language'
import { PRODUCTION_TEXTS } from '../../db/translated-fields'
import { localizeRow } from '../../http/content-language'

type LicenceState = 0 | 1 | 2

/** 2 once the end has passed, whatever is stored (a created row is flipped to 2 only when replaced). */
export function licenceStateAt(row: Pick<LicenceRow, 'state' | 'endtime'>, now: Date): LicenceState {
  if (row.state === 1 && row.endtime !== null && row.endtime.getTime() <= now.getTime()) return 2
  return row.state as LicenceState
}

export function toLicence(row: Omit<LicenceRow, 'filedata'> & { filedata: string | null; productname?: string | null }, now: Date) {
  return {
    id: row.id,
    machinecode: row.machinecode,
    productid: row.productid,
    productname: row.productname ?? null,
    featureid: row.featureid,
    producttype: row.producttype,
    state: licenceStateAt(row, now),
    duration: row.duration,
    durationunion: row.durationunion as LicenceUnit | null,
    ordercode: row.ordercode,
    orderdetailproductid: row.orderdetailproductid,
    purchasemethod: row.purchasemethod,
    licensemaker: row.licensemaker,
    licensemakerid: row.licensemakerid,
    licensetype: row.licensetype,
    endtime: row.endtime ? row.endtime.toISOString() : null,
    filedata: row.filedata,
    modules: row.modules,
    contactphone: row.contactphone,
    contactname: row.contactname,
    companyname: row.companyname,
    guestmes: row.guestmes,
    orderuserid: row.orderuserid,
    orderusername: row.orderusername,
    creatoruserid: row.creatoruserid,
  }
}

/** A licence component for the list, its name in `language` (zh-CN when untranslated, `lang` says which). */
export function toProduction(production: ProductionRow, language: Language) {
  const row = localizeRow(production, PRODUCTION_TEXTS, language)
  return {
    id: row.id,
    productid: row.productid,
    productname: row.productname,
    producttype: row.producttype,
    featureid: row.featureid,
    modules: row.modules,
    versionnumber: row.versionnumber,
    lang: row.lang,
  }
}

export function toPermitCode(row: PermitCodeRow) {
  return {
    id: row.id,
    code: row.permitcode,
    licenseid: row.licenseid,
    machinecode: row.machinecode,
    creatortime: row.creatortime.toISOString(),
  }
}
