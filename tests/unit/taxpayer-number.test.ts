// The number an invoice is made out to (domain/taxpayer-number.ts; docs/decisions.md, "The tax / ID number's format").
import { describe, expect, it } from 'vitest'
import {
  isIdentityDocumentNumber,
  isResidentId,
  isTaxpayerNumber,
  normalizeRatenumber,
  RATENUMBER_MAX_LENGTH,
  RATENUMBER_MESSAGES_ZH,
  ratenumberError,
  residentIdCheckCharacter,
} from '../../domain/taxpayer-number'
import {
  CREDIT_CODE,
  CREDIT_CODE_WRONG_CHECK,
  OTHER_CREDIT_CODE,
  RESIDENT_ID,
  RESIDENT_ID_WRONG_CHECK,
  RESIDENT_ID_X,
  specRatenumberMessage,
} from '../support/taxpayer-numbers'

describe('GB 11643-1999 resident ID check digit (MOD 11-2)', () => {
  it("gives the standard's own example X, and a digit for others", () => {
    expect(residentIdCheckCharacter('11010519491231002')).toBe('X')
    expect(residentIdCheckCharacter('11010119900101123')).toBe('7')
    expect(residentIdCheckCharacter('44052418800101001')).toBe('4')
  })

  it('asks for 17 digits exactly', () => {
    expect(residentIdCheckCharacter('1101051949123100')).toBeNull()
    expect(residentIdCheckCharacter('1101051949123100A')).toBeNull()
  })

  it('accepts an ID whose last character is its check digit, X in capitals', () => {
    expect([RESIDENT_ID, RESIDENT_ID_X, '440524188001010014'].map(isResidentId)).toEqual([true, true, true])
    expect([RESIDENT_ID_WRONG_CHECK, '11010519491231002x', '110105194912310021', '11010519491231002'].map(isResidentId)).toEqual([
      false,
      false,
      false,
      false,
    ])
  })
})

describe('the number is judged trimmed and in capitals', () => {
  it('normalizes spaces around and lower-case letters', () => {
    expect(normalizeRatenumber(' 11010519491231002x ')).toBe(RESIDENT_ID_X)
    expect(normalizeRatenumber('\t91350100m000100y43 ')).toBe(CREDIT_CODE)
  })
})

describe('an enterprise invoice (2, 3): a taxpayer number', () => {
  it.each([
    ['a credit code', CREDIT_CODE],
    ['another credit code', OTHER_CREDIT_CODE],
    ['a credit code in lower case with spaces around', ' 91350100m000100y43 '],
    ['a credit code whose check character is 0', '911100001000104E30'],
    ['an old 15-character number (region and organisation code)', '110108000000016'],
    ['an old 15-character number whose organisation code ends in X', '11010871093210X'],
    ['an old 17-digit number (15-digit ID and a sequence)', '11010519491231001'],
    ['an old 20-character number (18-digit ID and a sequence)', '11010519491231002X01'],
    ['an old 20-character number in lower case', '11010519491231002x01'],
  ])('accepts %s', (_, number) => {
    expect(ratenumberError(2, number)).toBeNull()
    expect(ratenumberError(3, number)).toBeNull()
  })

  it.each([
    ['a credit code with a wrong check character', CREDIT_CODE_WRONG_CHECK],
    ['a credit code with I (outside its set)', '91350100I000100Y43'],
    ['a credit code with O (outside its set)', '91350100M000100YO3'],
    ['a credit code with a character left out (17, letters inside)', '91350100M00100Y43'],
    ['a credit code with a character doubled (19)', '91350100M0000100Y43'],
    ['a credit code with a space inside', '91350100M000 100Y43'],
    ['a credit code with a hyphen', '91350100-M000100Y4'],
    ['a resident ID (a person: a personal invoice)', RESIDENT_ID],
    ['16 digits', '1101051949123100'],
    ['a 20-character number with letters inside', '91350100M000100Y4301'],
    ['21 digits', '110105194912310020100'],
    ['a 15-character number not beginning with a region code', 'AB0108000000016'],
    ['a short number', '9111'],
  ])('refuses %s with its message', (_, number) => {
    expect(ratenumberError(2, number)).toBe('taxNumberInvalid')
    expect(RATENUMBER_MESSAGES_ZH.taxNumberInvalid).toBe('请输入正确的纳税人识别号')
  })

  it('asks for a missing number first', () => {
    expect(ratenumberError(2, '  ')).toBe('taxNumberRequired')
    expect(RATENUMBER_MESSAGES_ZH.taxNumberRequired).toBe('请输入纳税人识别号')
  })
})

describe('a personal invoice (1): an identity document number', () => {
  it.each([
    ['a resident ID', RESIDENT_ID],
    ['a resident ID ending in X', RESIDENT_ID_X],
    ['a resident ID ending in a lower-case x, spaces around', ' 11010519491231002x '],
    ['a residence permit of a Hong Kong resident (810000…)', '810000199408230021'],
    ['a Chinese passport', 'E12345678'],
    ['a foreign passport in lower case', 'ab1234567'],
    ['a US passport (9 digits)', '123456789'],
    ['a mainland travel permit of a Hong Kong resident', 'H12345678'],
    ['a mainland travel permit of a Taiwan resident (8 digits)', '12345678'],
    ['an older foreigner permanent residence card (15)', 'USA110079060015'],
    ['a 6-character document number', 'A12345'],
    ['a credit code (letters inside: not shaped like an ID)', CREDIT_CODE],
  ])('accepts %s', (_, number) => {
    expect(ratenumberError(1, number)).toBeNull()
  })

  it.each([
    ['a resident ID with a wrong check digit', RESIDENT_ID_WRONG_CHECK],
    ['a resident ID ending in a letter other than X', '11010519491231002A'],
    ['a resident ID with a digit left out (17 digits)', '11010519491231002'],
    ['a resident ID with a digit doubled (19)', '1101051949123100021'],
    ['a resident ID with a space inside', '110105 19491231002X'],
    ['a passport with a space inside', 'E1234 5678'],
    ['a number with a hyphen', 'AB-1234567'],
    ['a number with brackets', 'A123456(7)'],
    ['a number with a full stop', 'E12345678.'],
    ['a number too short', 'E1234'],
    ['letters only (a name)', 'ZHANGSAN'],
    ['21 characters', 'E12345678901234567890'],
    ['Chinese characters', '身份证110101'],
  ])('refuses %s with its message', (_, number) => {
    expect(ratenumberError(1, number)).toBe('idNumberInvalid')
    expect(RATENUMBER_MESSAGES_ZH.idNumberInvalid).toBe('请输入正确的身份证号或证件号码')
  })

  it('asks for a missing number first', () => {
    expect(ratenumberError(1, '')).toBe('idNumberRequired')
    expect(RATENUMBER_MESSAGES_ZH.idNumberRequired).toBe('请输入身份证号')
  })
})

describe('the predicates and the bound', () => {
  it('work on the normalized text', () => {
    expect(isTaxpayerNumber(CREDIT_CODE)).toBe(true)
    expect(isTaxpayerNumber('91350100m000100y43')).toBe(false)
    expect(isIdentityDocumentNumber(RESIDENT_ID_X)).toBe(true)
    expect(isIdentityDocumentNumber('11010519491231002x')).toBe(false)
  })

  it('no accepted number is longer than 20 characters', () => {
    expect(RATENUMBER_MAX_LENGTH).toBe(20)
    expect(ratenumberError(1, `E${'1'.repeat(19)}`)).toBeNull()
    expect(ratenumberError(2, '11010519491231002X01')).toBeNull()
  })
})

describe("the machine suites' independent model agrees with the rule", () => {
  const samples = [
    '',
    ' ',
    CREDIT_CODE,
    OTHER_CREDIT_CODE,
    CREDIT_CODE_WRONG_CHECK,
    RESIDENT_ID,
    RESIDENT_ID_X,
    ' 11010519491231002x ',
    RESIDENT_ID_WRONG_CHECK,
    '110108000000016',
    '11010519491231001',
    '11010519491231002X01',
    '91350100M00100Y43',
    'E12345678',
    '12345678',
    'E1234',
    'ZHANGSAN',
    'A123456(7)',
    '1101051949123100021',
  ]
  it.each([1, 2, 3] as const)('for kind %i', (kind) => {
    for (const number of samples) {
      const code = ratenumberError(kind, number)
      expect([number, specRatenumberMessage(kind, number)]).toEqual([number, code === null ? null : RATENUMBER_MESSAGES_ZH[code]])
    }
  })
})
