import type { EventObject } from 'xstate'
import type { ReissueInvoiceInput } from '../../machines/invoice-reissue'
import { doneEvent, errorEvent } from '../../tools/machine-model/paths'
import { formChange, REISSUE_REFUSAL, REISSUE_REPLY } from '../../tools/machine-model/samples/invoice-reissue'
import { RATENUMBER_MESSAGES, specRatenumberMessage } from '../support/taxpayer-numbers'

/**
 * The invoice tab's re-issue dialog as the specification and the issue describe it (portal.md §2 Invoice tab, §4
 * 're-issue request only when status is 1', §5 and §8 'Re-issue without invoice id: 数据错误', §7 reInvoice 'invoice
 * row plus remark; answer msg is shown as a success message'; issue 14: the corrections of the new invoice's title,
 * the invoice form rules; docs/decisions.md, "The re-issue dialog and machine"), written independently of machines/invoice-reissue.ts:
 *   - The form opens with the invoice's title: a special invoice (type 1) is an enterprise special one; an ordinary
 *     one with a company is an enterprise ordinary one, else a personal one. The remark starts empty.
 *   - Submitting checks, in order: the invoice id ('数据错误'), the issue status (only 1; '只有已开具的发票可以申请重开'),
 *     the title (company for enterprise invoices, the taxpayer number or ID number of its kind's format, a valid e-mail, a valid phone when
 *     given; a special invoice also needs address, phone, bank and account). Nothing is sent when a check fails.
 *   - Then the cause (docs/decisions.md, "A re-issue needs a cause"): with the title as issued (compared trimmed, the
 *     taxpayer number in capitals, no company on a personal invoice) and a blank reason, nothing is sent and the dialog
 *     says '发票信息未修改：请更正发票抬头，或在重开原因中说明需要更正的内容'.
 *   - Field errors show under their fields once a submit failed on them, and follow the corrections typed after.
 *   - A sent request carries {id, remark, type, company, ratenumber, address, phone, email, banknum}: trimmed, the
 *     taxpayer number in capitals, type 1 for a special invoice else 0, no company on a personal invoice. While it
 *     runs the dialog cannot be closed or submitted again (one request per submit).
 *   - Accepted: the answer's msg (or '重开申请已提交' when it has none) as a success; the form goes, only closing is
 *     offered; the invoice list and the orders are refreshed. Refused: the server's msg (or '重开申请失败，请稍后重试')
 *     as an error, everything typed kept, another submit possible.
 *   - A message stays while the user edits, until the next submit.
 */

export const REISSUE_TEXTS = {
  noInvoiceId: '数据错误',
  notIssued: '只有已开具的发票可以申请重开',
  withoutCause: '发票信息未修改：请更正发票抬头，或在重开原因中说明需要更正的内容',
  successFallback: '重开申请已提交',
  refusedFallback: '重开申请失败，请稍后重试',
  submit: '提交申请',
  submitting: '提交中…',
  redLetter: '提交后将按更正后的抬头开具新发票，新发票开具时原发票以红字发票冲销作废。',
} as const

export const FIELD_MESSAGES = {
  company: '请输入公司名称',
  ...RATENUMBER_MESSAGES,
  address: '请输入地址',
  phone: '请输入正确的手机号或座机号',
  email: '请输入正确的邮箱地址',
  bank: '请输入开户行及账号',
} as const

export type Kind = 1 | 2 | 3

export interface SpecFields {
  kind: Kind
  company: string
  ratenumber: string
  address: string
  phone: string
  email: string
  banknum: string
  remark: string
}

export type FieldName = Exclude<keyof SpecFields, 'kind' | 'remark'>

export interface SentBody {
  id: string
  remark: string
  type: 0 | 1
  company: string
  ratenumber: string
  address: string
  phone: string
  email: string
  banknum: string
}

export type ReissueView = 'form' | 'sending' | 'done' | 'closed'

export type ReissueStep =
  | { type: 'edit'; values: Partial<SpecFields> }
  | { type: 'submit' }
  | { type: 'reply'; output: { msg?: string | null } | undefined }
  | { type: 'fail'; error: unknown }
  | { type: 'close' }

const MOBILE = /^1\d{10}$/
const LANDLINE = /^0\d{2,3}-\d{7,8}$/
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The server msg of a refused call: an Error's message, a string, or a `msg` field. */
function serverMessage(error: unknown): string {
  if (error instanceof Error) return error.message
  if (typeof error === 'string') return error
  if (error && typeof error === 'object' && 'msg' in error && error.msg != null) return String(error.msg)
  return ''
}

/** The title rules, each failing field with its message. */
export function titleErrors(fields: SpecFields): Partial<Record<FieldName, string>> {
  const value = (name: FieldName): string => fields[name].trim()
  const special = fields.kind === 3
  const errors: Partial<Record<FieldName, string>> = {}
  if (fields.kind !== 1 && value('company') === '') errors.company = FIELD_MESSAGES.company
  const ratenumber = specRatenumberMessage(fields.kind, fields.ratenumber)
  if (ratenumber !== null) errors.ratenumber = ratenumber
  if (special && value('address') === '') errors.address = FIELD_MESSAGES.address
  const phone = value('phone')
  if (phone === '' ? special : !(MOBILE.test(phone) || LANDLINE.test(phone))) errors.phone = FIELD_MESSAGES.phone
  if (!EMAIL.test(value('email'))) errors.email = FIELD_MESSAGES.email
  if (special && value('banknum') === '') errors.banknum = FIELD_MESSAGES.bank
  return errors
}

export class ReissueSpec {
  view: ReissueView = 'form'
  fields: SpecFields
  /** Field errors on show (after a submit failed on the title), else none. */
  errors: Partial<Record<FieldName, string>> = {}
  private errorsShown = false
  message: { text: string; kind: 'error' | 'success' } | null = null
  readonly sent: SentBody[] = []
  /** The body a submit would send with the invoice's title as it is. */
  private readonly asIssued: SentBody
  /** Accepted re-issues (each refreshes the invoices and the orders). */
  accepted = 0
  /** Times the dialog asked the tab to close it. */
  closes = 0

  constructor(readonly invoice: ReissueInvoiceInput) {
    const text = (value: string | null | undefined): string => value ?? ''
    const kind: Kind = invoice.type === 1 ? 3 : text(invoice.company).trim() !== '' ? 2 : 1
    this.fields = {
      kind,
      company: text(invoice.company),
      ratenumber: text(invoice.ratenumber),
      address: text(invoice.address),
      phone: text(invoice.phone),
      email: text(invoice.email),
      banknum: text(invoice.banknum),
      remark: '',
    }
    this.asIssued = this.body()
  }

  /** The title differs from the issued one, or a reason is given. */
  private hasCause(): boolean {
    const body = this.body()
    return (
      body.remark !== '' || (Object.keys(body) as Array<keyof SentBody>).some((key) => key !== 'remark' && body[key] !== this.asIssued[key])
    )
  }

  body(): SentBody {
    const f = this.fields
    return {
      id: (this.invoice.id ?? '').trim(),
      remark: f.remark.trim(),
      type: f.kind === 3 ? 1 : 0,
      company: f.kind === 1 ? '' : f.company.trim(),
      ratenumber: f.ratenumber.trim().toUpperCase(),
      address: f.address.trim(),
      phone: f.phone.trim(),
      email: f.email.trim(),
      banknum: f.banknum.trim(),
    }
  }

  apply(step: ReissueStep): void {
    switch (step.type) {
      case 'edit':
        if (this.view !== 'form') throw new Error(`spec: editing while ${this.view}`)
        this.fields = { ...this.fields, ...step.values }
        if (this.errorsShown) {
          this.errors = titleErrors(this.fields)
          this.errorsShown = Object.keys(this.errors).length > 0
        }
        return
      case 'submit': {
        if (this.view !== 'form') return // one request per submit; the button is busy
        this.errors = {}
        this.errorsShown = false
        if ((this.invoice.id ?? '').trim() === '') {
          this.message = { text: REISSUE_TEXTS.noInvoiceId, kind: 'error' }
          return
        }
        if (this.invoice.status !== 1) {
          this.message = { text: REISSUE_TEXTS.notIssued, kind: 'error' }
          return
        }
        const errors = titleErrors(this.fields)
        if (Object.keys(errors).length > 0) {
          this.errors = errors
          this.errorsShown = true
          this.message = null
          return
        }
        if (!this.hasCause()) {
          this.message = { text: REISSUE_TEXTS.withoutCause, kind: 'error' }
          return
        }
        this.message = null
        this.sent.push(this.body())
        this.view = 'sending'
        return
      }
      case 'reply':
        if (this.view !== 'sending') throw new Error(`spec: an answer while ${this.view}`)
        this.view = 'done'
        this.accepted++
        this.message = { text: step.output?.msg || REISSUE_TEXTS.successFallback, kind: 'success' }
        return
      case 'fail':
        if (this.view !== 'sending') throw new Error(`spec: a refusal while ${this.view}`)
        this.view = 'form'
        this.message = { text: serverMessage(step.error) || REISSUE_TEXTS.refusedFallback, kind: 'error' }
        return
      case 'close':
        if (this.view === 'sending' || this.view === 'closed') return
        this.view = 'closed'
        this.closes++
    }
  }
}

/** Hand-written paths the generated ones do not take (run by the machine suite, replayed by the loads test). */
export function reissueScenarios(): EventObject[][] {
  return [
    // Field errors follow the corrections; a refusal keeps everything typed; the second try goes through.
    [
      formChange({ kind: 3 }),
      { type: 'reissue.submit' },
      formChange({ address: '北京市海淀区中关村南大街 1 号' }),
      formChange({ phone: '010-88886666' }),
      formChange({ banknum: ' 中国银行 1234 5678 ' }),
      formChange({ ratenumber: ' 91110000ma01abcd2q ' }),
      formChange({ remark: ' 改开专票 ' }),
      { type: 'reissue.submit' },
      errorEvent('reissueInvoice', REISSUE_REFUSAL),
      formChange({ email: 'caiwu@hdmap.cn' }),
      { type: 'reissue.submit' },
      doneEvent('reissueInvoice', REISSUE_REPLY),
      { type: 'dialog.close' },
    ],
    // A personal invoice needs an ID number, no company; the errors go when it is typed.
    [
      formChange({ kind: 1 }),
      formChange({ ratenumber: '' }),
      formChange({ email: 'x' }),
      { type: 'reissue.submit' },
      formChange({ ratenumber: '11010519491231002X' }),
      formChange({ email: 'zhang@example.cn' }),
      { type: 'reissue.submit' },
      errorEvent('reissueInvoice', new Error('')),
      { type: 'reissue.submit' },
      doneEvent('reissueInvoice', { invoice: { id: 'inv-3' } }),
    ],
  ]
}
