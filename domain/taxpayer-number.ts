// The number an invoice is made out to (`ratenumber`): a taxpayer number for an enterprise invoice, an identity
// document number for a personal one (storefront.md §5 'Order form', portal.md §2 Invoice tab). One rule for the
// order form (/paystep step 0), the invoice request and re-issue forms, and the server operations that accept the
// number (POST C_orders, POST C_invoice, the re-issue). docs/decisions.md, "The tax / ID number's format".
import { isSocialCreditCode, SOCIAL_CREDIT_CODE_LENGTH } from './social-credit-code'

/**
 * The tax registration numbers issued before the unified social credit code (GB 32100-2015), which the invoice system
 * still accepts: 15 characters (a 6-digit region code and the 9-character organisation code), 17 digits (an individual
 * trader's 15-digit ID number and a 2-digit sequence) and 20 (an 18-digit ID number, its last character a digit or X,
 * and a 2-digit sequence). Only their shape is checked: their make-up varied by tax office and they have no check
 * character of their own. The shapes are this strict so that a credit code with a character left out or doubled
 * (17 or 19 characters, letters inside) is not taken for one.
 */
const OLD_TAX_NUMBER_PATTERNS: readonly RegExp[] = [/^[0-9]{6}[0-9A-Z]{9}$/, /^[0-9]{17}$/, /^[0-9]{17}[0-9X][0-9]{2}$/]
/** Their lengths (the longest bounds the contract). */
export const OLD_TAX_NUMBER_LENGTHS: readonly number[] = [15, 17, 20]
/** The shortest identity document number accepted (passports and permits have 8 or 9 characters; some older 6 or 7). */
export const DOCUMENT_NUMBER_MIN_LENGTH = 6
/** The longest identity document number accepted (the longest known is 18, the resident ID and residence permits). */
export const DOCUMENT_NUMBER_MAX_LENGTH = 20
/** The longest number either kind accepts; the contract's maxLength must not be below it. */
export const RATENUMBER_MAX_LENGTH = Math.max(DOCUMENT_NUMBER_MAX_LENGTH, SOCIAL_CREDIT_CODE_LENGTH, ...OLD_TAX_NUMBER_LENGTHS)

/** The characters of either kind of number, once upper-cased: digits and capital letters, nothing else. */
const LETTERS_AND_DIGITS = /^[0-9A-Z]+$/
/** The weights of GB 11643-1999's MOD 11-2 check digit over the first 17 digits: 2^(17-i) mod 11. */
const RESIDENT_ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
/** The check character of each remainder 0..10. */
const RESIDENT_ID_CHECK = '10X98765432'

/** How the number is judged and stored: trimmed, in capitals (a lower-case x of an ID number is its X). */
export const normalizeRatenumber = (text: string): string => text.trim().toUpperCase()

/** The check digit (0-9 or X) the first 17 digits of a resident ID call for, or null when they are not 17 digits. */
export function residentIdCheckCharacter(first17: string): string | null {
  if (!/^[0-9]{17}$/.test(first17)) return null
  const sum = RESIDENT_ID_WEIGHTS.reduce((total, weight, i) => total + weight * Number(first17[i]), 0)
  return RESIDENT_ID_CHECK[sum % 11]
}

/** An 18-character resident ID (upper-case X) whose last character is the check digit of the other 17. */
export const isResidentId = (text: string): boolean =>
  /^[0-9]{17}[0-9X]$/.test(text) && residentIdCheckCharacter(text.slice(0, 17)) === text.slice(17)

/**
 * Shaped like a resident ID, perhaps with a digit left out or doubled: 16 to 20 characters, all digits but the last.
 * The mainland resident ID, the residence permit of Hong Kong, Macao and Taiwan residents and the foreigner's
 * permanent residence ID are 18 such characters with the GB 11643 check digit; no other document number looks so.
 */
const looksLikeResidentId = (text: string): boolean => /^[0-9]{15,19}[0-9A-Z]$/.test(text)

/**
 * A taxpayer number of an enterprise invoice, on the normalized text: 18 characters must be a unified social credit
 * code with its check character (a person's ID number is no taxpayer number of an enterprise); 15, 17 or 20
 * characters must have the shape of an older tax registration number; any other length is refused.
 */
export function isTaxpayerNumber(text: string): boolean {
  if (text.length === SOCIAL_CREDIT_CODE_LENGTH) return isSocialCreditCode(text)
  return OLD_TAX_NUMBER_PATTERNS.some((pattern) => pattern.test(text))
}

/**
 * An identity document number of a personal invoice, on the normalized text: a number shaped like a resident ID must
 * be one, 18 characters with its check digit; any other document (passport, Hong Kong / Macao / Taiwan permit...) is 6 to 20
 * digits and capital letters with at least one digit. Spaces, hyphens, brackets and other punctuation are refused.
 */
export function isIdentityDocumentNumber(text: string): boolean {
  if (looksLikeResidentId(text)) return isResidentId(text)
  return (
    text.length >= DOCUMENT_NUMBER_MIN_LENGTH &&
    text.length <= DOCUMENT_NUMBER_MAX_LENGTH &&
    LETTERS_AND_DIGITS.test(text) &&
    /[0-9]/.test(text)
  )
}

export type RatenumberErrorCode = 'taxNumberRequired' | 'taxNumberInvalid' | 'idNumberRequired' | 'idNumberInvalid'

/** The zh-CN messages; the forms' message tables take them as they are. */
export const RATENUMBER_MESSAGES_ZH: Record<RatenumberErrorCode, string> = {
  taxNumberRequired: '请输入纳税人识别号',
  taxNumberInvalid: '请输入正确的纳税人识别号',
  idNumberRequired: '请输入身份证号',
  idNumberInvalid: '请输入正确的身份证号或证件号码',
}

/**
 * What is wrong with the number of an invoice of this kind (1 personal, 2 and 3 enterprise), or null: required, then
 * the kind's format, judged on the normalized text.
 */
export function ratenumberError(kind: 1 | 2 | 3, raw: string): RatenumberErrorCode | null {
  const text = normalizeRatenumber(raw)
  const personal = kind === 1
  if (text === '') return personal ? 'idNumberRequired' : 'taxNumberRequired'
  if (personal) return isIdentityDocumentNumber(text) ? null : 'idNumberInvalid'
  return isTaxpayerNumber(text) ? null : 'taxNumberInvalid'
}
