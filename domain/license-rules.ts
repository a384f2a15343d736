// Which order lines can get machine licences, and why a product cannot be chosen for a machine (portal.md §5
// Licence creation). The same functions for the creation dialog and, later, the server that creates the licences.

/** The duration units of a licence (the contract's LicenceDurationUnion): 'none' is permanent. */
export type LicenceUnit = 'week' | 'month' | 'season' | 'halfyear' | 'none'

/** An order line as the creation dialog lists it: the line (getlicenseList's orderdetaillist) and its order's state. */
export interface LicensableLine {
  /** The order line's id (the request's orderdetailproductid). */
  id: string
  productid: string
  productname: string
  /** The product line (SummitMap, SummitSolid...). */
  producttype?: string | null
  featureid?: string | null
  duration: number
  durationunion: LicenceUnit
  ordercode: string
  /** The order's purchase method: only 'online' lines are licensed here. */
  purchasemethod?: string | null
  /** The order's payment state: 1 paid. */
  paymentstate?: number | null
  /** Remaining unlicensed count. */
  licensestate?: number | null
  /** 1 = the dongle product family (a USB key, no machine code). */
  dogState?: number | null
}

/** A licence the customer already holds that is valid (state 1): its product and machine. */
export interface HeldLicence {
  productid: string
  machinecode: string
}

/** A product chosen for a machine: the line it comes from and the machine code (trimmed). */
export interface LicenceChoice {
  lineId: string
  productid: string
  machinecode: string
}

/** The dongle family's mark (Product.dogState, OrderLine.dogState). */
export const DONGLE_FAMILY = 1
export const PAID = 1
export const ONLINE = 'online'

/** The trimmed machine code; '' when none was typed. */
export const machineCodeOf = (typed: string): string => typed.trim()

/** Listed: online-purchased, fully paid, with licences left to create, not of the dongle family. */
export function isLicensableLine(line: LicensableLine): boolean {
  return line.purchasemethod === ONLINE && line.paymentstate === PAID && (line.licensestate ?? 0) > 0 && line.dogState !== DONGLE_FAMILY
}

/**
 * Why the line's product cannot be chosen for the machine now, or null when it can:
 *   - 'machineCode': no machine code yet ('请输入机器码');
 *   - 'duplicate': the product is already chosen for this machine (from this row or another row of the same
 *     product), or a valid licence exists for that product and machine ('您已选择相同产品或已生成有效许可证，请选择其他产品');
 *   - 'exhausted': every remaining licence of the line is already chosen for other machines.
 * A line already chosen for this machine is not refused: it can be unticked.
 */
export type ChoiceRefusal = 'machineCode' | 'duplicate' | 'exhausted'

export function choiceRefusal(
  line: LicensableLine,
  machineCode: string,
  chosen: readonly LicenceChoice[],
  held: readonly HeldLicence[],
): ChoiceRefusal | null {
  const machine = machineCodeOf(machineCode)
  if (machine === '') return 'machineCode'
  if (chosen.some((choice) => choice.lineId === line.id && choice.machinecode === machine)) return null
  const sameProduct = (entry: { productid: string; machinecode: string }): boolean =>
    entry.productid === line.productid && machineCodeOf(entry.machinecode) === machine
  if (chosen.some(sameProduct) || held.some(sameProduct)) return 'duplicate'
  const used = chosen.filter((choice) => choice.lineId === line.id).length
  if (used >= (line.licensestate ?? 0)) return 'exhausted'
  return null
}

/** The feature caps a trial licence file carries, per product line (storefront.md §9: 200 for Solid, 20 for Map). */
export const TRIAL_CAPS: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  SummitSolid: { solid: 200 },
  SummitMap: { map: 20 },
}
