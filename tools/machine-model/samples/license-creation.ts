// The licence creation machine's sample data, once: the registry (viewer, docs, path generation) and
// tests/machines/license-creation*.ts use these.
import type { EventObject } from 'xstate'
import { ApiError } from '../../../domain/api-error'
import type { HeldLicence, LicensableLine } from '../../../domain/license-rules'
import type { LicenseCreationContext } from '../../../machines/license-creation'

const paidOnline = { purchasemethod: 'online', paymentstate: 1, dogState: 0 } as const

/** Two rows of one product (two orders) and a row of another; the last licence of the Solid row. */
export const MAP_LINE: LicensableLine = {
  ...paidOnline,
  id: 'ol-map-1',
  productid: 'prod-map-standard',
  productname: 'SummitMap 标准版',
  producttype: 'SummitMap',
  featureid: '1001',
  duration: 2,
  durationunion: 'week',
  ordercode: 'SO-20261101-0001',
  licensestate: 2,
}
export const MAP_LINE_2: LicensableLine = { ...MAP_LINE, id: 'ol-map-2', ordercode: 'SO-20261102-0002', licensestate: 1 }
export const SOLID_LINE: LicensableLine = {
  ...paidOnline,
  id: 'ol-solid-1',
  productid: 'prod-solid-pro',
  productname: 'SummitSolid 专业版',
  producttype: 'SummitSolid',
  featureid: null,
  duration: 1,
  durationunion: 'month',
  ordercode: 'SO-20261103-0003',
  licensestate: 1,
}
/** Lines that are never listed: offline, unpaid, used up, a dongle product. */
export const UNLISTED_LINES: LicensableLine[] = [
  { ...SOLID_LINE, id: 'ol-offline', purchasemethod: 'offline' },
  { ...SOLID_LINE, id: 'ol-unpaid', paymentstate: 0 },
  { ...MAP_LINE, id: 'ol-used', licensestate: 0 },
  { ...MAP_LINE, id: 'ol-dongle', productid: 'prod-map-dongle', productname: 'SummitMap 加密锁版', dogState: 1 },
]
/** The Map product already holds a valid licence on machine MC-B. */
export const HELD: HeldLicence[] = [{ productid: 'prod-map-standard', machinecode: 'MC-B' }]

export const LICENSE_INPUT = { lines: [MAP_LINE, UNLISTED_LINES[0]!, MAP_LINE_2, UNLISTED_LINES[3]!, SOLID_LINE], held: HELD }
/**
 * Opened from the licence tab's drafts of MC-A: the Map and Solid rows are kept; dropped are a second Map row for the
 * same machine, an unlisted line, a Map draft on MC-B (licensed there), a draft without a machine code, the Solid row
 * for MC-C (its one licence is already chosen) and the Map row for MC-A again.
 */
export const PRELOADED_INPUT = {
  ...LICENSE_INPUT,
  machineCode: ' MC-A ',
  chosen: [
    { lineId: MAP_LINE.id, machinecode: ' MC-A ' },
    { lineId: MAP_LINE_2.id, machinecode: 'MC-A' },
    { lineId: 'ol-offline', machinecode: 'MC-A' },
    { lineId: SOLID_LINE.id, machinecode: 'MC-A' },
    { lineId: MAP_LINE.id, machinecode: 'MC-B' },
    { lineId: MAP_LINE_2.id, machinecode: '  ' },
    { lineId: SOLID_LINE.id, machinecode: 'MC-C' },
    { lineId: MAP_LINE.id, machinecode: 'MC-A' },
  ],
}

export const LICENSE_INPUTS = {
  default: LICENSE_INPUT,
  nothingListed: { lines: UNLISTED_LINES, held: [] },
  preloaded: PRELOADED_INPUT,
}

export const CREATE_REPLY = { msg: '许可证生成成功' }
export const CREATE_REPLY_WITHOUT_MSG = { msg: '' }
export const CREATE_REFUSAL = new ApiError(409, '该订单的许可数量已用完', 409)

export const machineCodeChange = (value: string): EventObject => ({ type: 'machineCode.change', value }) as EventObject
export const lineToggle = (lineId: string): EventObject => ({ type: 'line.toggle', lineId }) as EventObject

export const LICENSE_SAMPLES = {
  events: {
    'machineCode.change': [machineCodeChange(' MC-A '), machineCodeChange('MC-B'), machineCodeChange('  ')],
    'line.toggle': [lineToggle(MAP_LINE.id), lineToggle(MAP_LINE_2.id), lineToggle(SOLID_LINE.id)],
  },
  outputs: { makeLicense: [CREATE_REPLY], batchCreateLicenses: [CREATE_REPLY_WITHOUT_MSG] },
  errors: { makeLicense: [CREATE_REFUSAL], batchCreateLicenses: [CREATE_REFUSAL] },
}

/** What tells states apart: whether a machine code is typed, and whether none, one or several products are ticked. */
export const licenseContextKey = (context: LicenseCreationContext): unknown => [
  context.machineCode.trim() !== '',
  Math.min(context.chosen.length, 2),
]
