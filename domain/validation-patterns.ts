// Validation patterns shared by the forms (src/) and the API contract (openapi.yaml, checked by a test).
import { SMS_CODE_LENGTH } from './limits'

/** An 11-digit mobile number: 1, a digit, 9 more digits. */
const MOBILE = '1[0-9]{10}'
/** A landline: area code, hyphen, number (e.g. 010-88886666, 0571-8888666). */
const LANDLINE = '0[0-9]{2,3}-[0-9]{7,8}'

/** A mobile number. The send-code button needs exactly this. */
export const MOBILE_PATTERN = `^${MOBILE}$`
/** Retailer and register forms exclude 6 as the second digit. */
export const MOBILE_NO_6_PATTERN = '^1[0-57-9][0-9]{9}$'
/** Mobile or landline, as order forms and contact phones accept. */
export const PHONE_OR_LANDLINE_PATTERN = `^(${MOBILE}|${LANDLINE})$`
/** The SMS verification code our server issues. */
export const SMS_CODE_PATTERN = `^[0-9]{${SMS_CODE_LENGTH}}$`
/** Register: account of letters and digits. */
export const ACCOUNT_PATTERN = '^[A-Za-z0-9]+$'

/** An e-mail address: something @ something . something, without spaces or control characters. */
export const EMAIL_PATTERN = '^[^\\s@\\x00-\\x1F\\x7F]+@[^\\s@\\x00-\\x1F\\x7F]+\\.[^\\s@\\x00-\\x1F\\x7F]+$'

export const isMobile = (value: string) => new RegExp(MOBILE_PATTERN).test(value)
export const isEmail = (value: string) => new RegExp(EMAIL_PATTERN).test(value)
export const isPhoneOrLandline = (value: string) => new RegExp(PHONE_OR_LANDLINE_PATTERN).test(value)

/**
 * Free text on one line: no C0 control character (NUL, ESC, tab, line breaks...) and no DEL. Every string of the
 * API contract without a stricter pattern carries this one (PostgreSQL refuses NUL; controls have no place in names).
 */
export const TEXT_PATTERN = '^[^\\x00-\\x1F\\x7F]*$'
/** Multi-line free text (descriptions, comments, post bodies): as TEXT_PATTERN but tab, LF and CR are allowed. */
export const MULTILINE_TEXT_PATTERN = '^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$'
