// Register and find-password checks (storefront.md §5). Each returns the message key of the first problem per field.
import { ACCOUNT_PATTERN, MOBILE_NO_6_PATTERN, isMobile } from '../../../domain/validation-patterns'

export const ORGANIZATION_TYPES = ['enterprise', 'school', 'government', 'other'] as const
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number]

export interface RegisterForm {
  gender: string
  mobile: string
  account: string
  name: string
  organization: string
  organizationName: string
  password: string
}

export type RegisterField = keyof RegisterForm
export type RegisterMessage =
  | 'auth.regGender'
  | 'auth.regMobile'
  | 'auth.regAccount'
  | 'auth.regName'
  | 'auth.regOrganization'
  | 'auth.regOrganizationName'
  | 'auth.regPassword'

/** Letters and digits, both present, 6 to 20 characters (the spec shows no bounds: docs/decisions-login.md). */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]{6,20}$/
export const NAME_MAX = 20
export const ORGANIZATION_NAME_MAX = 50
export const ACCOUNT_MAX = 50

export function validateRegister(form: RegisterForm): Partial<Record<RegisterField, RegisterMessage>> {
  const errors: Partial<Record<RegisterField, RegisterMessage>> = {}
  if (form.gender !== 'male' && form.gender !== 'female') errors.gender = 'auth.regGender'
  if (!new RegExp(MOBILE_NO_6_PATTERN).test(form.mobile.trim())) errors.mobile = 'auth.regMobile'
  const account = form.account.trim()
  if (!new RegExp(ACCOUNT_PATTERN).test(account) || account.length > ACCOUNT_MAX) errors.account = 'auth.regAccount'
  const name = form.name.trim()
  if (name === '' || name.length > NAME_MAX) errors.name = 'auth.regName'
  if (!(ORGANIZATION_TYPES as readonly string[]).includes(form.organization)) errors.organization = 'auth.regOrganization'
  const organizationName = form.organizationName.trim()
  if (organizationName === '' || organizationName.length > ORGANIZATION_NAME_MAX) errors.organizationName = 'auth.regOrganizationName'
  if (!PASSWORD_PATTERN.test(form.password)) errors.password = 'auth.regPassword'
  return errors
}

export type FindPasswordMessage = 'auth.phoneEnter' | 'auth.phoneInvalid' | 'auth.codeEnter'

export function validateFindPassword(phone: string, code: string): { phone?: FindPasswordMessage; code?: FindPasswordMessage } {
  const errors: { phone?: FindPasswordMessage; code?: FindPasswordMessage } = {}
  if (phone.trim() === '') errors.phone = 'auth.phoneEnter'
  else if (!isMobile(phone.trim())) errors.phone = 'auth.phoneInvalid'
  if (code.trim() === '') errors.code = 'auth.codeEnter'
  return errors
}
