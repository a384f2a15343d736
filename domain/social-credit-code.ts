// The unified social credit code of GB 32100-2015: 18 characters from a 31-character set (digits and the capital
// letters without I, O, Z, S, V); the last one is a check character over the first 17 (ISO 7064 MOD 31-3 style
// weights 3^i mod 31). Used by the profile form (src/) and by PUT C_customers/{id} (server/).

/** The characters a code may hold, in the order of their values 0..30. */
const CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY'
/** The weight of each of the first 17 positions: 3^i mod 31. */
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]

export const SOCIAL_CREDIT_CODE_LENGTH = 18
/** The shape alone (the contract's pattern); the check character needs socialCreditCheckCharacter. */
export const SOCIAL_CREDIT_CODE_PATTERN = `^[${CHARSET}]{${SOCIAL_CREDIT_CODE_LENGTH}}$`

/** The check character the first 17 characters call for, or null when one of them is outside the set. */
export function socialCreditCheckCharacter(first17: string): string | null {
  if (first17.length !== SOCIAL_CREDIT_CODE_LENGTH - 1) return null
  let sum = 0
  for (let i = 0; i < first17.length; i++) {
    const value = CHARSET.indexOf(first17[i])
    if (value < 0) return null
    sum += value * WEIGHTS[i]
  }
  return CHARSET[(31 - (sum % 31)) % 31]
}

/** A code of the right shape whose last character is the check character of the others. */
export function isSocialCreditCode(code: string): boolean {
  if (!new RegExp(SOCIAL_CREDIT_CODE_PATTERN).test(code)) return false
  return socialCreditCheckCharacter(code.slice(0, -1)) === code.slice(-1)
}
