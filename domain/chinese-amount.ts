// An amount in fen written in Chinese capitals, as the 价税合计（大写） line of an invoice shows it, by the rules for
// filling in bills of 《支付结算办法》 (附件一, 正确填写票据和结算凭证的基本规定): 壹贰叁肆伍陆柒捌玖 with 拾佰仟 inside a
// four-digit section, 万 and 亿 between sections, 元角分. Zeros: one 零 for any run of zeros between non-zero digits
// (¥6007.14 → 陆仟零柒元壹角肆分), none for zeros that end a section (壹佰万壹仟); 零 after 元 when jiao is 0 and fen
// follow (¥325.04 → 叁佰贰拾伍元零肆分), and, of the two forms the rules allow, also when the yuan's units digit is 0 and
// jiao follow (¥1680.32 → 壹仟陆佰捌拾元零叁角贰分). 整 after 元 only: the rules make it optional after 角 and their own
// example omits it (¥1409.50 → 壹仟肆佰零玖元伍角). A negative amount (a red-letter invoice) is prefixed 负.

const DIGITS = '零壹贰叁肆伍陆柒捌玖'
const SECTION_UNITS = ['', '拾', '佰', '仟']
const WAN = 10_000
const YI = 100_000_000

export const NEGATIVE_PREFIX = '负'

/** 0 < n < 10^4: the digits with 拾佰仟, one 零 for a run of inner zeros, nothing for trailing ones. */
function section(n: number): string {
  const digits = String(n)
  let out = ''
  let zeroPending = false
  for (let i = 0; i < digits.length; i++) {
    const d = Number(digits[i])
    if (d === 0) {
      zeroPending = true
      continue
    }
    if (zeroPending) out += '零'
    zeroPending = false
    out += DIGITS[d] + SECTION_UNITS[digits.length - 1 - i]
  }
  return out
}

/** n > 0: a 零 joins a higher part to a lower one that does not fill its leading digit. */
function integer(n: number): string {
  if (n < WAN) return section(n)
  const [size, unit] = n >= YI ? [YI, '亿'] : [WAN, '万']
  const high = Math.floor(n / size)
  const low = n % size
  if (low === 0) return integer(high) + unit
  return integer(high) + unit + (low < size / 10 ? '零' : '') + integer(low)
}

/** The Chinese capitals of an amount in integer fen: 1000500 → 壹万零伍元整, 5 → 伍分, -100 → 负壹元整. */
export function chineseAmount(fen: number): string {
  if (!Number.isSafeInteger(fen)) throw new RangeError(`金额须为整数分: ${fen}`)
  if (fen < 0) return NEGATIVE_PREFIX + chineseAmount(-fen)
  if (fen === 0) return '零元整'
  const yuan = Math.floor(fen / 100)
  const jiao = Math.floor(fen / 10) % 10
  const cents = fen % 10
  let out = yuan > 0 ? integer(yuan) + '元' : ''
  if (jiao === 0 && cents === 0) return out + '整'
  if (jiao > 0) out += (yuan > 0 && yuan % 10 === 0 ? '零' : '') + DIGITS[jiao] + '角'
  else if (yuan > 0) out += '零'
  if (cents > 0) out += DIGITS[cents] + '分'
  return out
}
