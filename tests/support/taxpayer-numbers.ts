// Taxpayer and identity document numbers for tests, with their real check characters, and the rule an invoice's
// number follows as docs/decisions.md states it ("The tax / ID number's format"), written independently of
// domain/taxpayer-number.ts for the specification models of the machine suites.

/** Unified social credit codes (GB 32100-2015) with a right check character. */
export const CREDIT_CODE = '91350100M000100Y43'
export const OTHER_CREDIT_CODE = '91110000MA01ABCD2Q'
/** Resident IDs (GB 11643-1999) with a right check digit, one of them X. */
export const RESIDENT_ID = '110101199001011237'
export const RESIDENT_ID_X = '11010519491231002X'
/** The same numbers with a wrong last character: what a typo gives. */
export const CREDIT_CODE_WRONG_CHECK = '91350100M000100Y44'
export const RESIDENT_ID_WRONG_CHECK = '110101199001011234'

export const RATENUMBER_MESSAGES = {
  taxNumber: '请输入纳税人识别号',
  taxNumberInvalid: '请输入正确的纳税人识别号',
  idNumber: '请输入身份证号',
  idNumberInvalid: '请输入正确的身份证号或证件号码',
} as const

const CREDIT_CODE_CHARACTERS = '0123456789ABCDEFGHJKLMNPQRTUWXY'

/** GB 32100-2015: check = 31 − (Σ value × 3^i mod 31) mod 31, over the 17 first characters. */
function creditCodeIsRight(code: string): boolean {
  if (code.length !== 18 || [...code].some((c) => !CREDIT_CODE_CHARACTERS.includes(c))) return false
  let sum = 0
  let weight = 1
  for (const c of code.slice(0, 17)) {
    sum += CREDIT_CODE_CHARACTERS.indexOf(c) * weight
    weight = (weight * 3) % 31
  }
  return CREDIT_CODE_CHARACTERS[(31 - (sum % 31)) % 31] === code[17]
}

/** GB 11643-1999: Σ digit × 2^(17−i) mod 11 over the 17 first digits names the check digit in '10X98765432'. */
function residentIdIsRight(id: string): boolean {
  if (!/^\d{17}[\dX]$/.test(id)) return false
  const sum = [...id.slice(0, 17)].reduce((total, digit, i) => total + Number(digit) * (2 ** (17 - i) % 11), 0)
  return '10X98765432'[sum % 11] === id[17]
}

/**
 * The message the number of an invoice of this kind (1 personal, 2 and 3 enterprise) gets, or null. Trimmed and in
 * capitals first. Enterprise: an 18-character credit code with its check character, or an older tax registration
 * number (6 digits and 9 digits or capitals; 17 digits; 17 digits, a digit or X, 2 digits). Personal: 16 to 20
 * characters all digits but the last is a resident ID (18, its check digit right) or wrong; otherwise 6 to 20 digits
 * and capitals with a digit among them.
 */
export function specRatenumberMessage(kind: 1 | 2 | 3, typed: string): string | null {
  const text = typed.trim().toUpperCase()
  if (kind === 1) {
    if (text === '') return RATENUMBER_MESSAGES.idNumber
    if (/^\d{15,19}[0-9A-Z]$/.test(text)) return residentIdIsRight(text) ? null : RATENUMBER_MESSAGES.idNumberInvalid
    const document = /^[0-9A-Z]{6,20}$/.test(text) && /\d/.test(text)
    return document ? null : RATENUMBER_MESSAGES.idNumberInvalid
  }
  if (text === '') return RATENUMBER_MESSAGES.taxNumber
  const right = creditCodeIsRight(text) || /^\d{6}[0-9A-Z]{9}$/.test(text) || /^\d{17}$/.test(text) || /^\d{17}[\dX]\d{2}$/.test(text)
  return right ? null : RATENUMBER_MESSAGES.taxNumberInvalid
}
