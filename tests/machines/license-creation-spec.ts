import type { EventObject } from 'xstate'
import type { HeldLicence, LicensableLine } from '../../domain/license-rules'
import { doneEvent, errorEvent } from '../../tools/machine-model/paths'
import {
  CREATE_REFUSAL,
  CREATE_REPLY,
  lineToggle,
  MAP_LINE,
  MAP_LINE_2,
  machineCodeChange,
  SOLID_LINE,
} from '../../tools/machine-model/samples/license-creation'

/**
 * The licence creation dialog as the specification and the issue describe it (portal.md §4 'Licence creation', §5
 * 'Licence creation' and 'Batch licence create', §7 makelicense / mutiBatchCreate, §8; issue 15 "Creating licences";
 * docs/decisions.md, "The license-creation machine and dialog"), written independently of machines/license-creation.ts:
 *   - Listed: only order lines bought online, paid (paymentstate 1), with a remaining unlicensed count above 0, and
 *     not of the dongle family (dogState 1). Nothing listed: 'no orders need licences'.
 *   - The machine code (trimmed) comes first: without it no product can be ticked ('请输入机器码' on hover).
 *   - A tick is made for the machine code typed at that moment; several machines can be served in one go. A product
 *     cannot be ticked for a machine when any row of that product is already ticked for it, or a valid licence of the
 *     product exists on it ('您已选择相同产品或已生成有效许可证，请选择其他产品'); nor beyond the line's remaining count
 *     ('该订单行剩余的许可数量已全部选择'). A row ticked for the typed machine can be unticked.
 *   - 'Confirm' with nothing ticked does nothing; 'batch create' with nothing ticked says '请选择数据'. With ticks,
 *     either shows the warning: a licence cannot be revoked or transferred, the machine code must come from the
 *     computer that runs the software. Cancelling it says '已取消' and keeps the ticks; accepting sends once:
 *     makelicense with the one request, or mutiBatchCreate with all of them, in the order ticked. Each request:
 *     {machinecode, productid, featureid (when the line has one), duration (text), durationunion, ordercode,
 *     orderdetailproductid (the line id), producttype (when known)}.
 *   - While it runs nothing else can be done. Accepted: the answer's msg (or '许可证已生成') as a success, only
 *     closing offered, licences and orders refreshed. Refused: the server's msg (or '许可证生成失败，请稍后重试'),
 *     the ticks kept, another try possible.
 *   - A message stays until the next accepted change (a different machine code, a tick) or the next create.
 *   - Opened from the licence tab's drafts (docs/decisions.md, "The licence tab, its drafts and the machine's preloaded start"): the machine code is typed and the drafts
 *     are ticked, in order, each only if it could be ticked by hand at that point (listed, a machine code, not
 *     already ticked for that machine, no same product on that machine, the line's remaining count not all ticked).
 */

export const LICENSE_TEXTS = {
  machineCodeFirst: '请输入机器码',
  duplicate: '您已选择相同产品或已生成有效许可证，请选择其他产品',
  exhausted: '该订单行剩余的许可数量已全部选择',
  noSelection: '请选择数据',
  cancelled: '已取消',
  warning: '许可证生成后不可撤销、不可转让。请确认机器码取自将运行本软件的计算机。',
  successFallback: '许可证已生成',
  refusedFallback: '许可证生成失败，请稍后重试',
  nothingListed: '暂无需要生成许可证的订单',
} as const

export interface SentRequest {
  machinecode: string
  productid: string
  featureid?: string
  duration: string
  durationunion: string
  ordercode: string
  orderdetailproductid: string
  producttype?: string
}

export type SentCall = { operation: 'makelicense'; body: SentRequest } | { operation: 'mutiBatchCreate'; body: SentRequest[] }

export type LicenseView = 'form' | 'warning' | 'sending' | 'done' | 'closed'

export type LicenseStep =
  | { type: 'type'; value: string }
  | { type: 'toggle'; lineId: string }
  | { type: 'confirm' }
  | { type: 'batch' }
  | { type: 'accept' }
  | { type: 'cancel' }
  | { type: 'reply'; output: { msg?: string | null } | undefined }
  | { type: 'fail'; error: unknown }
  | { type: 'close' }

interface Tick {
  line: LicensableLine
  machine: string
}

function serverMessage(error: unknown): string {
  if (error instanceof Error) return error.message
  if (typeof error === 'string') return error
  if (error && typeof error === 'object' && 'msg' in error && error.msg != null) return String(error.msg)
  return ''
}

export class LicenseSpec {
  view: LicenseView = 'form'
  typed = ''
  ticks: Tick[] = []
  message: { text: string; kind: 'error' | 'success' } | null = null
  readonly sent: SentCall[] = []
  accepted = 0
  closes = 0
  readonly listed: LicensableLine[]

  constructor(
    lines: LicensableLine[],
    readonly held: HeldLicence[],
    start: { machineCode?: string; chosen?: readonly { lineId: string; machinecode: string }[] } = {},
  ) {
    this.listed = lines.filter(
      (line) => line.purchasemethod === 'online' && line.paymentstate === 1 && (line.licensestate ?? 0) > 0 && line.dogState !== 1,
    )
    // A draft is ticked as a hand would tick it: with its own machine code typed, then the start's code is shown.
    for (const draft of start.chosen ?? []) {
      const line = this.listed.find((each) => each.id === draft.lineId)
      this.typed = draft.machinecode
      if (line && !this.isTicked(line) && this.reason(line) === null) this.ticks.push({ line, machine: this.machine })
    }
    this.typed = start.machineCode ?? ''
  }

  get machine(): string {
    return this.typed.trim()
  }

  isTicked(line: LicensableLine): boolean {
    return this.machine !== '' && this.ticks.some((tick) => tick.line.id === line.id && tick.machine === this.machine)
  }

  /** The hover reason of a row that cannot be ticked now, or null. */
  reason(line: LicensableLine): string | null {
    if (this.machine === '') return LICENSE_TEXTS.machineCodeFirst
    if (this.isTicked(line)) return null
    const sameProductHere = this.ticks.some((tick) => tick.line.productid === line.productid && tick.machine === this.machine)
    const licensed = this.held.some((held) => held.productid === line.productid && held.machinecode.trim() === this.machine)
    if (sameProductHere || licensed) return LICENSE_TEXTS.duplicate
    if (this.ticks.filter((tick) => tick.line.id === line.id).length >= (line.licensestate ?? 0)) return LICENSE_TEXTS.exhausted
    return null
  }

  request(tick: Tick): SentRequest {
    const { line } = tick
    return {
      machinecode: tick.machine,
      productid: line.productid,
      ...(line.featureid ? { featureid: line.featureid } : {}),
      duration: String(line.duration),
      durationunion: line.durationunion,
      ordercode: line.ordercode,
      orderdetailproductid: line.id,
      ...(line.producttype ? { producttype: line.producttype } : {}),
    }
  }

  apply(step: LicenseStep): void {
    switch (step.type) {
      case 'type':
        if (this.view !== 'form') throw new Error(`spec: typing while ${this.view}`)
        if (step.value === this.typed) return
        this.typed = step.value
        this.message = null
        return
      case 'toggle': {
        if (this.view !== 'form') throw new Error(`spec: ticking while ${this.view}`)
        const line = this.listed.find((each) => each.id === step.lineId)
        if (!line) return
        if (this.isTicked(line)) {
          this.ticks = this.ticks.filter((tick) => !(tick.line.id === line.id && tick.machine === this.machine))
          this.message = null
        } else if (this.reason(line) === null) {
          this.ticks = [...this.ticks, { line, machine: this.machine }]
          this.message = null
        }
        return
      }
      case 'confirm':
      case 'batch':
        if (this.view !== 'form') return
        if (this.ticks.length === 0) {
          if (step.type === 'batch') this.message = { text: LICENSE_TEXTS.noSelection, kind: 'error' }
          return
        }
        this.view = 'warning'
        this.message = null
        return
      case 'cancel':
        if (this.view !== 'warning') throw new Error(`spec: cancelling the warning while ${this.view}`)
        this.view = 'form'
        this.message = { text: LICENSE_TEXTS.cancelled, kind: 'error' }
        return
      case 'accept': {
        if (this.view !== 'warning') return
        const requests = this.ticks.map((tick) => this.request(tick))
        this.sent.push(
          requests.length === 1 ? { operation: 'makelicense', body: requests[0]! } : { operation: 'mutiBatchCreate', body: requests },
        )
        this.view = 'sending'
        return
      }
      case 'reply':
        if (this.view !== 'sending') throw new Error(`spec: an answer while ${this.view}`)
        this.view = 'done'
        this.accepted++
        this.message = { text: step.output?.msg || LICENSE_TEXTS.successFallback, kind: 'success' }
        return
      case 'fail':
        if (this.view !== 'sending') throw new Error(`spec: a refusal while ${this.view}`)
        this.view = 'form'
        this.message = { text: serverMessage(step.error) || LICENSE_TEXTS.refusedFallback, kind: 'error' }
        return
      case 'close':
        if (this.view === 'warning' || this.view === 'sending' || this.view === 'closed') return
        this.view = 'closed'
        this.closes++
    }
  }
}

/** Hand-written paths the generated ones do not take (run by the machine suite, replayed by the loads test). */
export function licenseScenarios(): EventObject[][] {
  return [
    // Two machines at once: Map and Solid for MC-A, the second Map row for MC-C; refused, then created in one batch.
    [
      machineCodeChange(' MC-A '),
      lineToggle(MAP_LINE.id),
      lineToggle(MAP_LINE_2.id),
      lineToggle(SOLID_LINE.id),
      machineCodeChange('MC-C'),
      lineToggle(SOLID_LINE.id),
      lineToggle(MAP_LINE_2.id),
      { type: 'create.confirm' },
      { type: 'warning.accept' },
      errorEvent('batchCreateLicenses', CREATE_REFUSAL),
      { type: 'create.batch' },
      { type: 'warning.cancel' },
      machineCodeChange('MC-A'),
      lineToggle(MAP_LINE.id),
      { type: 'create.batch' },
      { type: 'warning.accept' },
      doneEvent('batchCreateLicenses', CREATE_REPLY),
      { type: 'dialog.close' },
    ],
    // The Map row cannot be ticked on MC-B (a valid licence there); the second Map row neither; Solid alone goes.
    [
      lineToggle(SOLID_LINE.id),
      { type: 'create.batch' },
      machineCodeChange('MC-B'),
      lineToggle(MAP_LINE.id),
      lineToggle(MAP_LINE_2.id),
      lineToggle(SOLID_LINE.id),
      { type: 'create.confirm' },
      { type: 'warning.accept' },
      errorEvent('makeLicense', new Error('')),
      { type: 'create.confirm' },
      { type: 'warning.accept' },
      doneEvent('makeLicense', { msg: null }),
    ],
  ]
}
