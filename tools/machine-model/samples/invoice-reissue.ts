// The invoice re-issue machine's sample data, once: the registry (viewer, docs, path generation) and
// tests/machines/invoice-reissue*.ts use these.
import type { EventObject } from 'xstate'
import { ApiError } from '../../../domain/api-error'
import { validateInvoiceForm } from '../../../domain/invoice-form-rules'
import type { InvoiceReissueContext, ReissueInvoiceInput } from '../../../machines/invoice-reissue'

/** An issued enterprise ordinary invoice whose title is complete (re-issuable as it is). */
export const ISSUED_INVOICE: ReissueInvoiceInput = {
  id: 'inv-1',
  status: 1,
  type: 0,
  company: '华东测绘有限公司',
  ratenumber: '91110000MA01ABCD2Q',
  address: null,
  phone: null,
  email: 'finance@hdmap.cn',
  banknum: null,
}
/** The same row without an id (portal.md §5: '数据错误'). */
export const NO_ID_INVOICE: ReissueInvoiceInput = { ...ISSUED_INVOICE, id: '' }
/** Voided by an earlier re-issue: not re-issuable. */
export const VOIDED_INVOICE: ReissueInvoiceInput = { ...ISSUED_INVOICE, status: 2 }

export const REISSUE_INPUTS = {
  issued: { invoice: ISSUED_INVOICE },
  noId: { invoice: NO_ID_INVOICE },
  voided: { invoice: VOIDED_INVOICE },
}

export const REISSUE_REPLY = { invoice: { id: 'inv-2' }, msg: '重开申请已提交，请等待审核' }
export const REISSUE_REPLY_WITHOUT_MSG = { invoice: { id: 'inv-2' }, msg: '' }
export const REISSUE_REFUSAL = new ApiError(409, '该发票正在重开中，请勿重复提交', 409)

export const formChange = (values: Record<string, unknown>): EventObject => ({ type: 'form.change', values }) as EventObject

export const REISSUE_SAMPLES = {
  events: {
    'form.change': [
      formChange({ email: 'finance@' }),
      formChange({ email: 'caiwu@hdmap.cn' }),
      formChange({ kind: 3 }),
      formChange({ kind: 1 }),
      formChange({ remark: '  抬头公司名称有误 ' }),
    ],
  },
  outputs: { reissueInvoice: [REISSUE_REPLY, REISSUE_REPLY_WITHOUT_MSG] },
  errors: { reissueInvoice: [REISSUE_REFUSAL] },
}

/** What tells states apart: whether the form passes the invoice form rules, and the invoice kind. */
export const reissueContextKey = (context: InvoiceReissueContext): unknown => [
  Object.keys(validateInvoiceForm(context.fields)).length === 0,
  context.fields.kind,
]
