import { describe, expect, it } from 'vitest'
import {
  EMPTY_INVOICE_FORM,
  invoiceFormRefusal,
  invoiceTypeOfKind,
  kindOfInvoice,
  normalizeInvoiceForm,
  validateInvoiceForm,
  type InvoiceForm,
} from '../../domain/invoice-form-rules'
import { CREDIT_CODE_WRONG_CHECK, RESIDENT_ID, RESIDENT_ID_WRONG_CHECK } from '../support/taxpayer-numbers'

const enterprise: InvoiceForm = {
  ...EMPTY_INVOICE_FORM,
  kind: 2,
  company: '测绘科技有限公司',
  ratenumber: '91350100M000100Y43',
  email: 'a@b.cn',
}

describe('invoice form rules', () => {
  it('accepts a complete enterprise ordinary invoice with no address, phone or bank', () => {
    expect(validateInvoiceForm(enterprise)).toEqual({})
    expect(invoiceFormRefusal(enterprise)).toBeNull()
  })

  it('asks an enterprise invoice for the company and the taxpayer number', () => {
    expect(validateInvoiceForm({ ...enterprise, company: '  ', ratenumber: ' ' })).toEqual({
      company: 'companyRequired',
      ratenumber: 'taxNumberRequired',
    })
    expect(invoiceFormRefusal({ ...enterprise, company: '' })).toBe('请输入公司名称')
  })

  it('asks a personal invoice for an ID number and never for a company', () => {
    const personal: InvoiceForm = { ...enterprise, kind: 1, company: '', ratenumber: '' }
    expect(validateInvoiceForm(personal)).toEqual({ ratenumber: 'idNumberRequired' })
    expect(invoiceFormRefusal(personal)).toBe('请输入身份证号')
    expect(normalizeInvoiceForm({ ...personal, company: '某公司' }).company).toBe('')
  })

  it("checks the number's format of the kind: a taxpayer number, or an identity document number", () => {
    expect(validateInvoiceForm({ ...enterprise, ratenumber: CREDIT_CODE_WRONG_CHECK })).toEqual({ ratenumber: 'taxNumberInvalid' })
    expect(
      invoiceFormRefusal({ ...enterprise, kind: 3, address: '福州市', phone: '13800000001', banknum: '招商银行', ratenumber: '9135' }),
    ).toBe('请输入正确的纳税人识别号')
    expect(validateInvoiceForm({ ...enterprise, ratenumber: '11010519491231002X01' })).toEqual({})
    const personal: InvoiceForm = { ...enterprise, kind: 1, company: '' }
    expect(validateInvoiceForm({ ...personal, ratenumber: RESIDENT_ID_WRONG_CHECK })).toEqual({ ratenumber: 'idNumberInvalid' })
    expect(invoiceFormRefusal({ ...personal, ratenumber: 'A123456(7)' })).toBe('请输入正确的身份证号或证件号码')
    expect(validateInvoiceForm({ ...personal, ratenumber: ' 11010519491231002x ' })).toEqual({})
    expect(validateInvoiceForm({ ...personal, ratenumber: 'H12345678' })).toEqual({})
    expect(validateInvoiceForm({ ...personal, ratenumber: RESIDENT_ID })).toEqual({})
  })

  it('needs a valid e-mail to send the e-invoice to', () => {
    expect(validateInvoiceForm({ ...enterprise, email: '' })).toEqual({ email: 'emailInvalid' })
    expect(validateInvoiceForm({ ...enterprise, email: 'a@b' })).toEqual({ email: 'emailInvalid' })
    expect(invoiceFormRefusal({ ...enterprise, email: 'x' })).toBe('请输入正确的邮箱地址')
  })

  it('checks a phone when one is given', () => {
    expect(validateInvoiceForm({ ...enterprise, phone: '12345' })).toEqual({ phone: 'phoneInvalid' })
    expect(validateInvoiceForm({ ...enterprise, phone: '0591-87654321' })).toEqual({})
  })

  it('asks a special invoice for address, phone and bank account, in the form order', () => {
    const special: InvoiceForm = { ...enterprise, kind: 3 }
    expect(validateInvoiceForm(special)).toEqual({ address: 'addressRequired', phone: 'phoneInvalid', banknum: 'bankRequired' })
    expect(invoiceFormRefusal(special)).toBe('请输入地址')
    expect(invoiceFormRefusal({ ...special, address: '福州市' })).toBe('请输入正确的手机号或座机号')
    expect(invoiceFormRefusal({ ...special, address: '福州市', phone: '13800000001' })).toBe('请输入开户行及账号')
    expect(validateInvoiceForm({ ...special, address: '福州市', phone: '13800000001', banknum: '招商银行 6214 0000' })).toEqual({})
  })

  it('trims and upper-cases the taxpayer number', () => {
    expect(normalizeInvoiceForm({ ...enterprise, ratenumber: ' 91350100m000100y43 ' }).ratenumber).toBe('91350100M000100Y43')
  })

  it('maps kinds to record types and back', () => {
    expect([1, 2, 3].map((kind) => invoiceTypeOfKind(kind as 1 | 2 | 3))).toEqual([0, 0, 1])
    expect(kindOfInvoice({ type: 1, company: 'X' })).toBe(3)
    expect(kindOfInvoice({ type: 0, company: 'X' })).toBe(2)
    expect(kindOfInvoice({ type: 0, company: ' ' })).toBe(1)
    expect(kindOfInvoice({ type: 0, company: null })).toBe(1)
  })
})
