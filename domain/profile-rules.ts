// The authentication tab's profile form (portal.md §2 'Authentication tab', §5 'Profile'): the client shows these
// messages and PUT C_customers/{id} refuses with the first of them. Errors are codes; the zh-CN texts are below (the
// UI translates the codes for en and zh-TW).
import { isSocialCreditCode } from './social-credit-code'
import { isEmail } from './validation-patterns'

export interface ProfileForm {
  username: string
  companyname: string
  /** Optional; when given it must be an address. */
  email: string
  /** Optional (empty clears it and the tab shows its red dot); when given it must pass the GB 32100-2015 check. */
  companysocialcreditcode: string
}

type ProfileField = keyof ProfileForm

export type ProfileErrorCode = 'nameRequired' | 'companyRequired' | 'emailInvalid' | 'creditCodeInvalid'

export type ProfileErrors = Partial<Record<ProfileField, ProfileErrorCode>>

/** The zh-CN messages: the spec's three, and ours for the credit code (the spec names no message for it). */
export const PROFILE_MESSAGES_ZH: Record<ProfileErrorCode, string> = {
  nameRequired: '请输入名称',
  companyRequired: '请输入公司名称',
  emailInvalid: '请输入正确的邮箱地址',
  creditCodeInvalid: '请输入正确的统一社会信用代码',
}

/** Trimmed, and the credit code in capitals (codes are printed in capitals; a lower-case entry is the same code). */
export function normalizeProfileForm(form: ProfileForm): ProfileForm {
  return {
    username: form.username.trim(),
    companyname: form.companyname.trim(),
    email: form.email.trim(),
    companysocialcreditcode: form.companysocialcreditcode.trim().toUpperCase(),
  }
}

/** The messages of a form as typed (it is normalised first). */
export function validateProfileForm(form: ProfileForm): ProfileErrors {
  const f = normalizeProfileForm(form)
  const errors: ProfileErrors = {}
  if (f.username === '') errors.username = 'nameRequired'
  if (f.companyname === '') errors.companyname = 'companyRequired'
  if (f.email !== '' && !isEmail(f.email)) errors.email = 'emailInvalid'
  if (f.companysocialcreditcode !== '' && !isSocialCreditCode(f.companysocialcreditcode))
    errors.companysocialcreditcode = 'creditCodeInvalid'
  return errors
}

/** The server's refusal: the first message in the form's order, or null when the form is valid. */
export function profileRefusal(form: ProfileForm): string | null {
  const errors = validateProfileForm(form)
  const order: ProfileField[] = ['username', 'companyname', 'email', 'companysocialcreditcode']
  const first = order.find((field) => errors[field] !== undefined)
  return first ? PROFILE_MESSAGES_ZH[errors[first]!] : null
}

/** The authentication tab's red dot: the company name or the credit code is missing. */
export const profileIncomplete = (customer: { companyname?: string | null; companysocialcreditcode?: string | null }): boolean =>
  !customer.companyname?.trim() || !customer.companysocialcreditcode?.trim()
