import { describe, expect, it } from 'vitest'
import { PASSWORD_PATTERN, validateFindPassword, validateRegister, type RegisterForm } from '../../src/features/login/register-validation'
import { afterLoginTarget } from '../../src/features/login/after-login'
import { applyRouteChangeRules } from '../../src/router/route-rules'

const valid: RegisterForm = {
  gender: 'female',
  mobile: '13800138000',
  account: 'summit2026',
  name: '王小明',
  organization: 'enterprise',
  organizationName: '某某测绘有限公司',
  password: 'abc12345',
}

describe('register validation (storefront.md §5)', () => {
  it('accepts a complete form', () => {
    expect(validateRegister(valid)).toEqual({})
  })

  it('gives each field its spec message', () => {
    expect(
      validateRegister({
        gender: '',
        mobile: '16612345678',
        account: 'ab_c',
        name: ' ',
        organization: '',
        organizationName: '',
        password: 'abcdef',
      }),
    ).toEqual({
      gender: 'auth.regGender',
      mobile: 'auth.regMobile',
      account: 'auth.regAccount',
      name: 'auth.regName',
      organization: 'auth.regOrganization',
      organizationName: 'auth.regOrganizationName',
      password: 'auth.regPassword',
    })
  })

  it('excludes 6 as the second digit of the mobile and keeps accounts to letters and digits', () => {
    expect(validateRegister({ ...valid, mobile: '16012345678' }).mobile).toBe('auth.regMobile')
    expect(validateRegister({ ...valid, mobile: '17012345678' }).mobile).toBeUndefined()
    expect(validateRegister({ ...valid, account: '账号1' }).account).toBe('auth.regAccount')
  })

  it('needs a password of 6-20 letters and digits with both kinds', () => {
    expect(['abc123', 'A1b2c3d4e5f6g7h8i9j0'].every((p) => PASSWORD_PATTERN.test(p))).toBe(true)
    expect(['abc12', '123456', 'abcdef', 'abc 123', 'abc123!', 'a1'.repeat(11)].some((p) => PASSWORD_PATTERN.test(p))).toBe(false)
  })
})

describe('find-password validation', () => {
  it('asks for the phone, a correct phone and the code', () => {
    expect(validateFindPassword('', '')).toEqual({ phone: 'auth.phoneEnter', code: 'auth.codeEnter' })
    expect(validateFindPassword('12345', '1')).toEqual({ phone: 'auth.phoneInvalid' })
    expect(validateFindPassword('13800138000', '123456')).toEqual({})
  })
})

describe('after login', () => {
  it('goes to the stored previous route with its query, else /Home; never back to a login page', () => {
    expect(afterLoginTarget('/PersonalCenter?value=0')).toEqual({ pathname: '/PersonalCenter', search: { value: '0' } })
    expect(afterLoginTarget('/cart')).toEqual({ pathname: '/cart', search: {} })
    expect(afterLoginTarget(null)).toEqual({ pathname: '/Home', search: {} })
    expect(afterLoginTarget('/login')).toEqual({ pathname: '/Home', search: {} })
    expect(afterLoginTarget('/loginRetailer')).toEqual({ pathname: '/Home', search: {} })
    expect(afterLoginTarget('https://evil.example/')).toEqual({ pathname: '/Home', search: {} })
  })

  it('a guard redirect to /login stores the guarded page, not the page before it', () => {
    const stored: string[] = []
    const effects = { storePreRoute: (href: string) => stored.push(href), clearFullScreen: () => {} }
    applyRouteChangeRules(
      { from: { pathname: '/Home', href: '/Home' }, to: { pathname: '/login', search: {} }, guardedHref: '/PersonalCenter?value=2' },
      effects,
    )
    applyRouteChangeRules({ from: { pathname: '/Buy', href: '/Buy?value=SummitMap' }, to: { pathname: '/login', search: {} } }, effects)
    expect(stored).toEqual(['/PersonalCenter?value=2', '/Buy?value=SummitMap'])
  })
})
