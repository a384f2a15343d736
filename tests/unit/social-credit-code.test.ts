import { describe, expect, it } from 'vitest'
import { isSocialCreditCode, socialCreditCheckCharacter } from '../../domain/social-credit-code'
import { profileIncomplete, profileRefusal, validateProfileForm } from '../../domain/profile-rules'

// Codes published by the registering authorities (GB 32100-2015 examples and company registrations).
const VALID = ['91350100M000100Y43', '91110000100010433L', '91440300708461136T', '914403001922038216']

describe('GB 32100-2015 unified social credit code', () => {
  it.each(VALID)('%s passes its check character', (code) => {
    expect(isSocialCreditCode(code)).toBe(true)
    expect(socialCreditCheckCharacter(code.slice(0, 17))).toBe(code[17])
  })

  it('a sum that is already a multiple of 31 gives the check character 0 (not 31, outside the set)', () => {
    expect(socialCreditCheckCharacter('911100001000104E3')).toBe('0')
    expect(isSocialCreditCode('911100001000104E30')).toBe(true)
  })

  it.each([
    ['one character changed', '91350100M000100Y44'],
    ['two characters swapped', '93150100M000100Y43'],
    ['a letter outside the set (I, O, Z, S, V)', '91350100I000100Y43'],
    ['lower case', '91350100m000100y43'],
    ['17 characters', '91350100M000100Y4'],
    ['19 characters', '91350100M000100Y430'],
    ['empty', ''],
    ['a 15-digit registration number', '110108000000016'],
  ])('%s is refused', (_what, code) => {
    expect(isSocialCreditCode(code)).toBe(false)
  })

  it('the check character is asked only of 17 characters from the set', () => {
    expect(socialCreditCheckCharacter('91350100M000100Y')).toBeNull()
    expect(socialCreditCheckCharacter('91350100M000100YO')).toBeNull()
  })
})

describe('the profile form', () => {
  const good = { username: '张三', companyname: '峰图科技', email: 'a@b.cn', companysocialcreditcode: '91350100M000100Y43' }

  it('a complete form passes, a lower-case code with spaces is the same code', () => {
    expect(validateProfileForm(good)).toEqual({})
    expect(validateProfileForm({ ...good, companysocialcreditcode: ' 91350100m000100y43 ' })).toEqual({})
    expect(profileRefusal(good)).toBeNull()
  })

  it("the spec's messages, in the form's order", () => {
    const bad = { username: ' ', companyname: '', email: 'no-at', companysocialcreditcode: '91350100M000100Y44' }
    expect(validateProfileForm(bad)).toEqual({
      username: 'nameRequired',
      companyname: 'companyRequired',
      email: 'emailInvalid',
      companysocialcreditcode: 'creditCodeInvalid',
    })
    expect(profileRefusal(bad)).toBe('请输入名称')
    expect(profileRefusal({ ...good, companyname: '' })).toBe('请输入公司名称')
    expect(profileRefusal({ ...good, email: 'x@' })).toBe('请输入正确的邮箱地址')
    expect(profileRefusal({ ...good, companysocialcreditcode: '123' })).toBe('请输入正确的统一社会信用代码')
  })

  it('an empty e-mail or credit code is allowed (the red dot then stays for the code)', () => {
    expect(validateProfileForm({ ...good, email: '', companysocialcreditcode: '' })).toEqual({})
  })

  it('the red dot: company name or credit code missing', () => {
    expect(profileIncomplete({ companyname: '峰图', companysocialcreditcode: '91350100M000100Y43' })).toBe(false)
    expect(profileIncomplete({ companyname: ' ', companysocialcreditcode: '91350100M000100Y43' })).toBe(true)
    expect(profileIncomplete({ companyname: '峰图', companysocialcreditcode: null })).toBe(true)
    expect(profileIncomplete({})).toBe(true)
  })
})
