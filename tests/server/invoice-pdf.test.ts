// The invoice file read back as a reader would (poppler-utils): what the blue and the red-letter invoices say, where
// long text wraps, when lines continue on a second page, and that the CJK font is embedded as a subset.
import { describe, expect, it } from 'vitest'
import {
  crc16,
  invoiceQrContent,
  renderInvoicePdf,
  type InvoicePdfData,
  type InvoicePdfLine,
} from '../../server/modules/invoices/invoice-pdf'
import { INVOICE_SELLER } from '../../server/modules/invoices/invoice-seller'
import { pdfFonts, pdfPages, pdfText, pdfWords, popplerUnavailable } from './support/pdf-text'

const unavailable = popplerUnavailable()
if (unavailable) console.warn(`Invoice PDF tests skipped: ${unavailable}`)

const LINES: InvoicePdfLine[] = [
  { name: '*信息技术服务*SummitMap 专业版订阅', spec: '6个月', unit: '套', quantity: 1, amountFen: 349900 },
  { name: '*信息技术服务*SummitLab 实训教学系统', spec: '1年', unit: '套', quantity: 2, amountFen: 119800 },
]
const BUYER = { name: '演示测绘有限公司', ratenumber: '91350100M000100Y43', address: null, phone: null, banknum: null }
// 17:30 UTC is the next day in China: the date printed is 2026-11-25.
const BLUE: InvoicePdfData = {
  colour: 'blue',
  invoicenum: '26112000000000001234',
  issuedAt: new Date('2026-11-24T17:30:00Z'),
  type: 0,
  buyer: BUYER,
  seller: INVOICE_SELLER,
  lines: LINES,
  taxrate: 0.06,
  remark: null,
}
const RED: InvoicePdfData = {
  ...BLUE,
  colour: 'red',
  invoicenum: '26120100000000005678',
  issuedAt: new Date('2026-12-01T02:00:00Z'),
  original: { invoicenum: BLUE.invoicenum, issuedAt: BLUE.issuedAt },
  remark: '开票信息有误，重开',
}
const squash = (text: string) => text.replace(/\s+/g, ' ')
// The buyer block is the left half of the box; the item name the first column (36 pt margin, 196 pt wide).
const PAGE_MIDDLE = 841.89 / 2
const NAME_COLUMN_RIGHT = 36 + 196

describe.skipIf(unavailable !== null)('the invoice PDF', () => {
  it('a blue ordinary invoice shows title, number, China date, both parties, lines, rate, tax and totals', async () => {
    const text = pdfText(await renderInvoicePdf(BLUE))
    expect(text).toContain('电子发票（普通发票）')
    expect(text).not.toContain('红字')
    expect(text).toContain('发票号码：26112000000000001234')
    expect(text).toContain('开票日期：2026年11月25日')
    expect(text).toContain('名称：演示测绘有限公司')
    expect(text).toContain('统一社会信用代码/纳税人识别号：91350100M000100Y43')
    expect(text).toContain('名称：北京峰图科技有限公司')
    expect(text).toContain(`统一社会信用代码/纳税人识别号：${INVOICE_SELLER.ratenumber}`)
    // 3499.00 / 1.06 = 3300.943… → 3300.94, tax 198.06; 1198.00 / 1.06 = 1130.188… → 1130.19, tax 67.81.
    expect(text).toMatch(/SummitMap 专业版订阅\s+6个月\s+套\s+1\s+3300\.94\s+3300\.94\s+6%\s+198\.06/)
    expect(text).toMatch(/SummitLab 实训教学系统\s+1年\s+套\s+2\s+565\.095\s+1130\.19\s+6%\s+67\.81/)
    expect(squash(text)).toMatch(/合 计 ¥4431\.13 ¥265\.87/)
    expect(squash(text)).toMatch(/价税合计（大写） 肆仟陆佰玖拾柒元整 （小写）¥4697\.00/)
    expect(text).toContain('开票人：')
  })

  it('a special invoice is titled 增值税专用发票 and shows the buyer’s address, phone and bank account', async () => {
    const buyer = {
      ...BUYER,
      address: '北京市海淀区学院路 30 号',
      phone: '010-62345678',
      banknum: '工商银行学院路支行 0200004509200123456',
    }
    const text = pdfText(await renderInvoicePdf({ ...BLUE, type: 1, buyer }))
    expect(text).toContain('电子发票（增值税专用发票）')
    expect(text).toContain('地址、电话：北京市海淀区学院路 30 号 010-62345678')
    expect(text).toContain('开户行及账号：工商银行学院路支行 0200004509200123456')
  })

  it('the red-letter invoice is marked 红字发票, prints every amount negative and names the voided original in 备注', async () => {
    const text = pdfText(await renderInvoicePdf(RED))
    expect(text).toContain('电子发票（普通发票）')
    expect(text).toContain('红字发票')
    expect(text).toContain('发票号码：26120100000000005678')
    expect(text).toContain('开票日期：2026年12月01日')
    expect(text).toMatch(/SummitMap 专业版订阅\s+6个月\s+套\s+-1\s+3300\.94\s+-3300\.94\s+6%\s+-198\.06/)
    expect(text).toMatch(/SummitLab 实训教学系统\s+1年\s+套\s+-2\s+565\.095\s+-1130\.19\s+6%\s+-67\.81/)
    expect(squash(text)).toMatch(/合 计 ¥-4431\.13 ¥-265\.87/)
    expect(squash(text)).toMatch(/价税合计（大写） 负肆仟陆佰玖拾柒元整 （小写）¥-4697\.00/)
    expect(squash(text)).toContain('被红冲蓝字数电发票号码：26112000000000001234 红冲原发票开票日期：2026年11月25日')
    expect(text).toContain('开票信息有误，重开')
  })

  it('30 lines continue on a second page; each page repeats the header, the totals close the last one', async () => {
    const lines = Array.from({ length: 30 }, (_, i) => ({ ...LINES[0], name: `*信息技术服务*第${i + 1}号订阅`, amountFen: 10600 }))
    const pages = pdfPages(await renderInvoicePdf({ ...BLUE, lines }))
    expect(pages).toHaveLength(2)
    pages.forEach((page, i) => {
      expect(page).toContain('发票号码：26112000000000001234')
      expect(page).toContain('名称：演示测绘有限公司')
      expect(page).toMatch(new RegExp(`共2页\\s+第${i + 1}页`))
    })
    const onPage = (n: number) => lines.filter((line) => pages[n].includes(`${line.name} `)).length
    expect(onPage(0) + onPage(1)).toBe(30)
    expect(onPage(0)).toBeGreaterThan(15)
    expect(pages[0]).toContain('*信息技术服务*第1号订阅')
    expect(pages[1]).toContain('*信息技术服务*第30号订阅')
    expect(pages[0]).toContain('（续下页）')
    expect(pages[0]).not.toContain('价税合计')
    expect(squash(pages[1])).toMatch(/合 计 ¥3000\.00 ¥180\.00/)
    expect(squash(pages[1])).toContain('叁仟壹佰捌拾元整')
  })

  it('a long buyer name and a long item name wrap inside their cells', async () => {
    const longBuyer = '中华人民共和国某某省某某市某某区测绘地理信息与三维建模技术服务研究开发有限责任公司第一分公司'
    const longItem = '*信息技术服务*SummitSolid 单体建模系统专业版年度订阅（含倾斜摄影单体化与点云处理模块）'
    const pdf = await renderInvoicePdf({
      ...BLUE,
      buyer: { ...BUYER, name: longBuyer },
      lines: [{ ...LINES[0], name: longItem }],
    })
    const words = pdfWords(pdf)
    const buyerWords = words.filter((w) => w.xMin < PAGE_MIDDLE && /名称：|公司|分公司/.test(w.text) && w.yMin < 200)
    const buyerLines = [...new Set(buyerWords.map((w) => w.yMin))].sort((a, b) => a - b)
    expect(buyerLines.length).toBeGreaterThanOrEqual(2)
    for (const word of buyerWords) expect(word.xMax).toBeLessThanOrEqual(PAGE_MIDDLE)
    // Read in order, the name's lines give the whole name back.
    const read = [...buyerWords].sort((a, b) => a.yMin - b.yMin || a.xMin - b.xMin).map((w) => w.text)
    expect(read.join('')).toBe(`名称：${longBuyer}`)
    expect(pdfText(pdf)).not.toContain(longBuyer)

    const itemWords = words.filter((w) => w.xMin < NAME_COLUMN_RIGHT && w.yMin > 200 && /信息技术服务|单体|模块|订阅|点云/.test(w.text))
    expect(new Set(itemWords.map((w) => w.yMin)).size).toBeGreaterThanOrEqual(2)
    for (const word of itemWords) expect(word.xMax).toBeLessThanOrEqual(NAME_COLUMN_RIGHT)
  })

  it('cuts a name or remark too long for a page with … instead of spilling off it', async () => {
    const name = '超长项目名称'.repeat(400)
    const remark = '很长的备注'.repeat(400)
    const pdf = await renderInvoicePdf({ ...BLUE, lines: [{ ...LINES[0], name }, LINES[1]], remark })
    const pages = pdfPages(pdf)
    expect(pages).toHaveLength(1)
    expect(pages[0]).toContain('…')
    expect(squash(pages[0])).toMatch(/价税合计（大写） 肆仟陆佰玖拾柒元整/)
    for (const word of pdfWords(pdf)) expect(word.yMax).toBeLessThanOrEqual(595.28)
  })

  it('embeds Noto Sans SC as a subset: a typical invoice stays small', async () => {
    const pdf = await renderInvoicePdf(BLUE)
    expect(pdfFonts(pdf)).toMatch(/\+NotoSansSC-Regular\s+CID TrueType\s+Identity-H\s+yes\s+yes\s+yes/)
    expect(pdf.length).toBeLessThan(100_000)
  })
})

describe('the QR code content', () => {
  it('follows the e-invoice scheme: 01, kind, no code, number, net total, date in China, no check code, CRC', () => {
    const blue = invoiceQrContent(BLUE, 443113)
    expect(blue).toBe(`01,32,,26112000000000001234,4431.13,20261125,,${crc16('01,32,,26112000000000001234,4431.13,20261125,,')}`)
    expect(invoiceQrContent({ ...BLUE, type: 1 }, 443113)).toMatch(/^01,31,,26112000000000001234,4431\.13,20261125,,[0-9A-F]{4}$/)
    expect(invoiceQrContent(RED, -443113)).toMatch(/^01,32,,26120100000000005678,-4431\.13,20261201,,[0-9A-F]{4}$/)
  })

  it('checks with CRC-16/CCITT-FALSE (the standard check value of "123456789" is 29B1)', () => {
    expect(crc16('123456789')).toBe('29B1')
  })
})
