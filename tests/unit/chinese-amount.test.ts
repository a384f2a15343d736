// The 价税合计（大写） line: known values from the bill-filling rules of 《支付结算办法》, every place where a zero can
// appear, the section units 万 and 亿, and a round trip through an independent reader for random amounts.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { chineseAmount } from '../../domain/chinese-amount'

const fen = (yuan: string) => {
  const [whole, fraction = ''] = yuan.replace(/,/g, '').split('.')
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
}

describe('chineseAmount', () => {
  it.each([
    // The examples of 《支付结算办法》 附件一 (the first of the allowed forms where two are allowed).
    ['1409.50', '壹仟肆佰零玖元伍角'],
    ['6007.14', '陆仟零柒元壹角肆分'],
    ['1680.32', '壹仟陆佰捌拾元零叁角贰分'],
    ['107000.53', '壹拾万柒仟元零伍角叁分'],
    ['16409.02', '壹万陆仟肆佰零玖元零贰分'],
    ['325.04', '叁佰贰拾伍元零肆分'],
    // The brief's examples.
    ['10005.00', '壹万零伍元整'],
    ['0.05', '伍分'],
    ['1000000.10', '壹佰万元零壹角'],
  ])('¥%s → %s (published example)', (yuan, capitals) => {
    expect(chineseAmount(fen(yuan))).toBe(capitals)
  })

  it.each([
    ['0.00', '零元整'],
    ['0.01', '壹分'],
    ['0.10', '壹角'],
    ['0.15', '壹角伍分'],
    ['0.99', '玖角玖分'],
    ['1.00', '壹元整'],
    ['1.01', '壹元零壹分'],
    ['1.10', '壹元壹角'],
    ['1.11', '壹元壹角壹分'],
    ['9.99', '玖元玖角玖分'],
    ['10.00', '壹拾元整'],
    ['10.05', '壹拾元零伍分'],
    ['10.50', '壹拾元零伍角'],
    ['11.00', '壹拾壹元整'],
    ['20.00', '贰拾元整'],
    ['100.00', '壹佰元整'],
    ['100.01', '壹佰元零壹分'],
    ['101.00', '壹佰零壹元整'],
    ['110.00', '壹佰壹拾元整'],
    ['1000.00', '壹仟元整'],
    ['1001.00', '壹仟零壹元整'],
    ['1010.00', '壹仟零壹拾元整'],
    ['1100.00', '壹仟壹佰元整'],
    ['9999.99', '玖仟玖佰玖拾玖元玖角玖分'],
  ])('¥%s → %s (within one section)', (yuan, capitals) => {
    expect(chineseAmount(fen(yuan))).toBe(capitals)
  })

  it.each([
    ['10,000', '壹万元整'],
    ['10,001', '壹万零壹元整'],
    ['10,010', '壹万零壹拾元整'],
    ['10,100', '壹万零壹佰元整'],
    ['11,000', '壹万壹仟元整'],
    ['100,000', '壹拾万元整'],
    ['100,010', '壹拾万零壹拾元整'],
    ['1,000,100', '壹佰万零壹佰元整'],
    ['1,001,000', '壹佰万壹仟元整'],
    ['10,000,000', '壹仟万元整'],
    ['99,999,999.99', '玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分'],
    ['100,000,000', '壹亿元整'],
    ['100,000,001', '壹亿零壹元整'],
    ['100,100,000', '壹亿零壹拾万元整'],
    ['101,000,000', '壹亿零壹佰万元整'],
    ['110,000,000', '壹亿壹仟万元整'],
    ['110,000,000.50', '壹亿壹仟万元零伍角'],
    ['1,000,000,000,000', '壹万亿元整'],
    ['1,000,000,010,000', '壹万亿零壹万元整'],
    ['1,234,567,890,123', '壹万贰仟叁佰肆拾伍亿陆仟柒佰捌拾玖万零壹佰贰拾叁元整'],
    ['123,456,789,012.34', '壹仟贰佰叁拾肆亿伍仟陆佰柒拾捌万玖仟零壹拾贰元叁角肆分'],
  ])('¥%s → %s (across 万 and 亿)', (yuan, capitals) => {
    expect(chineseAmount(fen(yuan))).toBe(capitals)
  })

  it('writes the largest exact amount (2^53 − 1 fen)', () => {
    expect(chineseAmount(Number.MAX_SAFE_INTEGER)).toBe('玖拾万零柒佰壹拾玖亿玖仟贰佰伍拾肆万柒仟肆佰零玖元玖角壹分')
  })

  it.each([
    [-100000, '负壹仟元整'],
    [-5, '负伍分'],
    [-1000050, '负壹万元零伍角'],
  ])('a negative amount (%i fen, a red-letter invoice) is prefixed 负: %s', (amount, capitals) => {
    expect(chineseAmount(amount)).toBe(capitals)
  })

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1])('refuses %s (not an exact fen)', (bad) => {
    expect(() => chineseAmount(bad)).toThrow(RangeError)
  })
})

/** An independent reader of capitals: digits times 拾佰仟 inside a section, 万 and 亿 scale what precedes them. */
function readCapitals(text: string): number {
  const sign = text.startsWith('负') ? -1 : 1
  const body = text.replace(/^负/, '').replace(/整$/, '')
  const [yuanPart, decimals] = body.includes('元') ? body.split('元') : ['', body]
  const digit = (ch: string) => '零壹贰叁肆伍陆柒捌玖'.indexOf(ch)
  let yi = 0
  let wan = 0
  let section = 0
  let number = 0
  for (const ch of yuanPart) {
    if (digit(ch) >= 0) number = digit(ch)
    else if (ch in SMALL) {
      section += number * SMALL[ch]
      number = 0
    } else if (ch === '万') {
      wan = (section + number) * 10_000
      section = number = 0
    } else if (ch === '亿') {
      yi = (yi + wan + section + number) * 100_000_000
      wan = section = number = 0
    } else throw new Error(`unexpected ${ch} in ${text}`)
  }
  const yuan = yi + wan + section + number
  const jiao = /(.)角/.exec(decimals)
  const cents = /(.)分/.exec(decimals)
  return sign * (yuan * 100 + (jiao ? digit(jiao[1]) * 10 : 0) + (cents ? digit(cents[1]) : 0))
}
const SMALL: Record<string, number> = { 拾: 10, 佰: 100, 仟: 1000 }

describe('chineseAmount for any amount', () => {
  it('reads back as the same amount, with no double, leading or trailing 零 and 整 only without jiao and fen', () => {
    const amounts = fc
      .oneof(fc.integer({ min: -(10 ** 14), max: 10 ** 14 }), fc.integer({ min: -1_000_000, max: 1_000_000 }))
      .filter((amount) => amount !== 0)
    fc.assert(
      fc.property(amounts, (amount) => {
        const text = chineseAmount(amount)
        expect(readCapitals(text)).toBe(amount)
        expect(text).not.toMatch(/零零|^负?零.|零[元万亿]|零$/)
        expect(text.endsWith('整')).toBe(amount % 100 === 0)
      }),
      { numRuns: 2000 },
    )
  })
})
