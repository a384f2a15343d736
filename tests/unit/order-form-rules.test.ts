// Order form rules of /paystep step 0 (storefront.md §5): each rule, its zh-CN message, trimming.
import { describe, expect, it } from 'vitest'
import {
  differsFromProfile,
  profileChangeFromOrderForm,
  EMPTY_ORDER_FORM,
  isOrderFormValid,
  normalizeOrderForm,
  ORDER_FORM_MESSAGES_ZH,
  orderFormRefusal,
  submittedOrderForm,
  validateOrderForm,
  type OrderForm,
} from '../../domain/order-form-rules'
import { CREDIT_CODE, CREDIT_CODE_WRONG_CHECK, RESIDENT_ID, RESIDENT_ID_WRONG_CHECK, RESIDENT_ID_X } from '../support/taxpayer-numbers'
import { zhCNPortal } from '../../src/i18n/resources/zh-CN-portal'

const valid: OrderForm = {
  ...EMPTY_ORDER_FORM,
  username: '张三',
  receiverphone: '13800138000',
}
const messages = (form: OrderForm) =>
  Object.fromEntries(Object.entries(validateOrderForm(form)).map(([field, code]) => [field, ORDER_FORM_MESSAGES_ZH[code]]))

describe('order form rules', () => {
  it('an empty form asks for the name and a phone', () => {
    expect(messages(EMPTY_ORDER_FORM)).toEqual({
      username: '请输入姓名',
      receiverphone: '请输入正确的手机号或座机号',
    })
    expect(isOrderFormValid(EMPTY_ORDER_FORM)).toBe(false)
  })

  it('name and a mobile or a landline are enough without an invoice; the e-mail is optional then', () => {
    expect(validateOrderForm(valid)).toEqual({})
    expect(validateOrderForm({ ...valid, receiverphone: '010-88886666' })).toEqual({})
    expect(validateOrderForm({ ...valid, receiverphone: '0571-8888666' })).toEqual({})
    expect(isOrderFormValid(valid)).toBe(true)
  })

  it('a blank name (spaces) is no name; a phone is trimmed before the check', () => {
    expect(messages({ ...valid, username: '   ' })).toEqual({
      username: '请输入姓名',
    })
    expect(validateOrderForm({ ...valid, receiverphone: ' 13800138000 ' })).toEqual({})
  })

  it.each(['1380013800', '138001380001', '23800138000', '88886666', '010-123', 'abc'])('refuses the phone %s', (phone) => {
    expect(messages({ ...valid, receiverphone: phone })).toEqual({
      receiverphone: '请输入正确的手机号或座机号',
    })
  })

  it('an e-mail, when given, must be valid even without an invoice', () => {
    expect(messages({ ...valid, receiveremail: 'not-mail' })).toEqual({
      receiveremail: '请输入正确的邮箱地址',
    })
    expect(validateOrderForm({ ...valid, receiveremail: 'a@b.cn' })).toEqual({})
  })

  it('a personal invoice needs the e-mail and the ID number (the type text)', () => {
    expect(messages({ ...valid, isinvoice: 1 })).toEqual({
      receiveremail: '请输入正确的邮箱地址',
      ratenumber: '请输入身份证号',
    })
    expect(
      validateOrderForm({
        ...valid,
        isinvoice: 1,
        receiveremail: 'a@b.cn',
        ratenumber: '110101199001011237',
      }),
    ).toEqual({})
  })

  it.each([2, 3] as const)('an enterprise invoice (%i) needs the e-mail, the company name and the taxpayer number', (isinvoice) => {
    expect(messages({ ...valid, isinvoice })).toEqual({
      receiveremail: '请输入正确的邮箱地址',
      companyname: '请输入公司名称',
      ratenumber: '请输入纳税人识别号',
    })
    expect(
      validateOrderForm({
        ...valid,
        isinvoice,
        receiveremail: 'a@b.cn',
        companyname: '测绘公司',
        ratenumber: '91350100M000100Y43',
      }),
    ).toEqual({})
    expect(
      messages({
        ...valid,
        isinvoice,
        receiveremail: 'a@b.cn',
        companyname: '  ',
        ratenumber: ' ',
      }),
    ).toEqual({
      companyname: '请输入公司名称',
      ratenumber: '请输入纳税人识别号',
    })
  })

  it("checks the number's format of the invoice's kind (a credit code's or an ID's check character)", () => {
    const enterprise: OrderForm = { ...valid, isinvoice: 2, receiveremail: 'a@b.cn', companyname: '测绘公司' }
    expect(messages({ ...enterprise, ratenumber: CREDIT_CODE_WRONG_CHECK })).toEqual({ ratenumber: '请输入正确的纳税人识别号' })
    expect(messages({ ...enterprise, isinvoice: 3, ratenumber: '91110000MA01' })).toEqual({ ratenumber: '请输入正确的纳税人识别号' })
    expect(messages({ ...enterprise, ratenumber: RESIDENT_ID })).toEqual({ ratenumber: '请输入正确的纳税人识别号' })
    expect(validateOrderForm({ ...enterprise, ratenumber: ' 91350100m000100y43 ' })).toEqual({})
    expect(validateOrderForm({ ...enterprise, ratenumber: '110108000000016' })).toEqual({})
    const personal: OrderForm = { ...valid, isinvoice: 1, receiveremail: 'a@b.cn' }
    expect(messages({ ...personal, ratenumber: RESIDENT_ID_WRONG_CHECK })).toEqual({ ratenumber: '请输入正确的身份证号或证件号码' })
    expect(messages({ ...personal, ratenumber: 'E1234 5678' })).toEqual({ ratenumber: '请输入正确的身份证号或证件号码' })
    expect(validateOrderForm({ ...personal, ratenumber: '11010519491231002x' })).toEqual({})
    expect(validateOrderForm({ ...personal, ratenumber: 'E12345678' })).toEqual({})
    // No invoice: the number is not sent (submittedOrderForm), so it is not judged.
    expect(validateOrderForm({ ...valid, ratenumber: 'x' })).toEqual({})
  })

  it('the server refuses a wrong number with the same message', () => {
    const form: OrderForm = { ...valid, isinvoice: 1, receiveremail: 'a@b.cn', ratenumber: RESIDENT_ID_WRONG_CHECK }
    expect(orderFormRefusal(form)).toBe('请输入正确的身份证号或证件号码')
    expect(orderFormRefusal({ ...form, isinvoice: 2, companyname: '公司' })).toBe('请输入正确的纳税人识别号')
  })

  it("the tax / ID number is ordered in capitals (an ID's x is its X)", () => {
    expect(normalizeOrderForm({ ...valid, isinvoice: 1, ratenumber: ' 11010519491231002x ' }).ratenumber).toBe(RESIDENT_ID_X)
    expect(submittedOrderForm({ ...valid, isinvoice: 2, ratenumber: '91350100m000100y43' }).ratenumber).toBe(CREDIT_CODE)
  })

  it('trims every text field, the invitation code included', () => {
    expect(
      normalizeOrderForm({
        ...valid,
        username: ' 张三 ',
        retailercode: '  R-001 ',
        receiveremail: ' a@b.cn ',
      }),
    ).toEqual({
      ...valid,
      receiveremail: 'a@b.cn',
      retailercode: 'R-001',
    })
  })
})

describe("'save to personal info'", () => {
  const profile = {
    companyname: '测绘公司',
    companysocialcreditcode: '91350100M000100Y43',
  }
  it('shows only when the company name or the tax number differs from the stored values', () => {
    expect(differsFromProfile({ companyname: '测绘公司', ratenumber: '91350100M000100Y43' }, profile)).toBe(false)
    expect(differsFromProfile({ companyname: ' 测绘公司 ', ratenumber: '91350100M000100Y43' }, profile)).toBe(false)
    expect(differsFromProfile({ companyname: '新公司', ratenumber: '91350100M000100Y43' }, profile)).toBe(true)
    expect(differsFromProfile({ companyname: '测绘公司', ratenumber: '91110000100010433L' }, profile)).toBe(true)
    expect(differsFromProfile({ companyname: '测绘公司', ratenumber: '' }, { companyname: null })).toBe(true)
  })
  it('a taxpayer number that is no social credit code (an ID number, an older tax number) is never saved as one', () => {
    expect(differsFromProfile({ companyname: '测绘公司', ratenumber: '110101199003071233' }, profile)).toBe(false)
    expect(profileChangeFromOrderForm({ companyname: ' 新公司 ', ratenumber: '110101199003071233' })).toEqual({ companyname: '新公司' })
    expect(profileChangeFromOrderForm({ companyname: '', ratenumber: ' 91110000100010433l ' })).toEqual({
      companysocialcreditcode: '91110000100010433L',
    })
    expect(profileChangeFromOrderForm({ companyname: '', ratenumber: '' })).toEqual({})
  })
  it('an empty field is no difference (saving it would wipe the profile)', () => {
    expect(differsFromProfile({ companyname: '', ratenumber: '' }, profile)).toBe(false)
    expect(differsFromProfile({ companyname: '', ratenumber: '' }, null)).toBe(false)
  })
})

describe('the refusal the server answers', () => {
  it("is the zh-CN message of the first failing field, in the form's order; null for a valid form", () => {
    expect(orderFormRefusal(valid)).toBeNull()
    expect(orderFormRefusal(EMPTY_ORDER_FORM)).toBe('请输入姓名')
    expect(orderFormRefusal({ ...valid, receiverphone: '123', receiveremail: 'x' })).toBe('请输入正确的手机号或座机号')
    expect(orderFormRefusal({ ...valid, isinvoice: 2 })).toBe('请输入正确的邮箱地址')
    expect(orderFormRefusal({ ...valid, isinvoice: 2, receiveremail: 'a@b.cn' })).toBe('请输入公司名称')
    expect(orderFormRefusal({ ...valid, isinvoice: 2, receiveremail: 'a@b.cn', companyname: '公司' })).toBe('请输入纳税人识别号')
    expect(orderFormRefusal({ ...valid, isinvoice: 1, receiveremail: 'a@b.cn' })).toBe('请输入身份证号')
  })

  it('the zh-CN interface shows these very messages (written once)', () => {
    expect(zhCNPortal.paystep.errors).toBe(ORDER_FORM_MESSAGES_ZH)
  })
})

describe('the e-mail rule is the contract Email pattern', () => {
  it('refuses control characters as the contract does, accepts an ordinary address', () => {
    expect(validateOrderForm({ ...valid, receiveremail: 'a\u0001b@c.cn' })).toEqual({ receiveremail: 'emailInvalid' })
    expect(validateOrderForm({ ...valid, receiveremail: 'a.b+c@d.com.cn' })).toEqual({})
  })
})
