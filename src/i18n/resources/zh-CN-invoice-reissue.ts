// The invoice tab's re-issue dialog (issue 14), simplified Chinese. Kept exactly from the spec: noInvoiceId
// ('数据错误', portal.md §5 and §8). The field errors are the invoice form rules' (domain/invoice-form-rules.ts).
import { INVOICE_FORM_MESSAGES_ZH } from '../../../domain/invoice-form-rules'
import { REISSUE_WITHOUT_CAUSE_MSG } from '../../../domain/invoice-reissue-rules'

export const zhCNInvoiceReissue = {
  title: '申请重开发票',
  original: '待更正的发票',
  number: '发票号码',
  invoiceTitle: '发票抬头',
  amount: '金额（元）',
  redLetter: '提交后将按更正后的抬头开具新发票，新发票开具时原发票以红字发票冲销作废。',
  corrections: '新发票抬头',
  kind: '发票类型',
  kinds: { '1': '个人普通发票', '2': '企业普通发票', '3': '企业增值税专用发票' },
  company: '公司名称',
  taxNumber: '纳税人识别号',
  idNumber: '身份证号',
  address: '地址',
  phone: '电话',
  email: '接收邮箱',
  banknum: '开户行及账号',
  remark: '重开原因',
  remarkPlaceholder: '选填：请说明需要更正的内容',
  errors: INVOICE_FORM_MESSAGES_ZH,
  noInvoiceId: '数据错误',
  notIssued: '只有已开具的发票可以申请重开',
  withoutCause: REISSUE_WITHOUT_CAUSE_MSG,
  refusedFallback: '重开申请失败，请稍后重试',
  successFallback: '重开申请已提交',
  submitted: '重开申请已提交，新发票开具后原发票将作废',
  submit: '提交申请',
  submitting: '提交中…',
  cancel: '取消',
  close: '关闭',
} as const
