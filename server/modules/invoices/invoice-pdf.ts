// The invoice file: a PDF laid out like a fully digital e-invoice (数电发票) — title by type, number and date, QR code,
// buyer and seller, the line table, 合计, 价税合计 in capitals and figures, 备注, 开票人 — drawn with pdfkit on an A4
// landscape page. The CJK text is set in Noto Sans SC shipped by an npm package (read once, subset into each file).
// A red-letter invoice prints the lines negative, carries a 红字发票 mark by its title and names the voided original
// in 备注. Many lines continue on further pages, each repeating the header, the parties and the table head.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import PDFDocument from 'pdfkit'
import { encode } from 'uqr'
import { chineseAmount } from '../../../domain/chinese-amount'
import { formatTaxRate, quantityText, splitInvoiceLines, unitPriceText, type TaxSplit } from '../../../domain/invoice-tax'
import { formatYuan } from '../../../domain/pricing'
import { INVOICE_DRAWER } from './invoice-seller'

export interface InvoicePdfParty {
  name: string
  ratenumber: string | null
  address: string | null
  phone: string | null
  banknum: string | null
}
export interface InvoicePdfLine {
  name: string
  spec: string
  unit: string
  quantity: number
  /** Tax included. */
  amountFen: number
}
export interface InvoicePdfData {
  /** red: the red-letter (negative) invoice that voids `original`. */
  colour: 'blue' | 'red'
  invoicenum: string
  issuedAt: Date
  type: 0 | 1
  buyer: InvoicePdfParty
  seller: InvoicePdfParty
  /** For red: the same lines as the blue one (printed negative). */
  lines: InvoicePdfLine[]
  /** e.g. 0.06 */
  taxrate: number
  /** Red only. */
  original?: { invoicenum: string; issuedAt: Date }
  remark?: string | null
}

const FONT_FILE = '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'
let fontBytes: Buffer | undefined
/** The font file's bytes, read on first use and kept (10 MB; pdfkit subsets the glyphs each file uses). */
const cjkFont = () => (fontBytes ??= readFileSync(createRequire(import.meta.url).resolve(FONT_FILE)))

const PAGE_W = 841.89
const PAGE_H = 595.28
const MARGIN = 36
const X0 = MARGIN
const X1 = PAGE_W - MARGIN
const CONTENT_W = X1 - X0
const BOX_TOP = 112
const PAGE_LIMIT = PAGE_H - MARGIN
const LABEL_W = 22
const PAD = 4
const SIZE = 9
const FRAME = '#9a5b2f'
const INK = '#000000'
const RED = '#c8102e'
/** The ideographic space that separates fields on one line. */
const GAP = '\u3000'
const HEAD_ROW_H = 20
const TOTAL_ROW_H = 20
const AMOUNT_ROW_H = 26
const CONTINUED_ROW_H = 18
const DRAWER_H = 22
/** Table cells: CJK fonts have a tall line (1.45 em); a negative gap keeps wrapped names and rows compact. */
const CELL_PAD = 3
const CELL_TEXT = { lineGap: -2.5 }
/** No cell or remark grows past these (longer text ends in …), so a row always fits a page. */
const MAX_CELL_TEXT_H = 86
const MAX_REMARK_TEXT_H = 150

interface Column {
  label: string
  width: number
  align: 'left' | 'center' | 'right'
}
const FIXED_COLUMNS: Column[] = [
  { label: '项目名称', width: 196, align: 'left' },
  { label: '规格型号', width: 90, align: 'left' },
  { label: '单位', width: 50, align: 'center' },
  { label: '数量', width: 70, align: 'right' },
  { label: '单价', width: 95, align: 'right' },
  { label: '金额', width: 100, align: 'right' },
  { label: '税率/征收率', width: 68, align: 'center' },
]
const COLUMNS: Column[] = [
  ...FIXED_COLUMNS,
  { label: '税额', width: CONTENT_W - FIXED_COLUMNS.reduce((sum, c) => sum + c.width, 0), align: 'right' },
]
const columnX = (index: number) => X0 + COLUMNS.slice(0, index).reduce((sum, c) => sum + c.width, 0)

/** The title by type: 电子发票（增值税专用发票） for a special invoice (type 1), 电子发票（普通发票） otherwise. */
export const invoiceTitle = (type: 0 | 1) => (type === 1 ? '电子发票（增值税专用发票）' : '电子发票（普通发票）')

/** A moment as the date in China (UTC+8): [year, month, day]. */
function chinaDate(at: Date): [number, string, string] {
  const d = new Date(at.getTime() + 8 * 3600_000)
  return [d.getUTCFullYear(), String(d.getUTCMonth() + 1).padStart(2, '0'), String(d.getUTCDate()).padStart(2, '0')]
}
const dateText = (at: Date) => {
  const [y, m, d] = chinaDate(at)
  return `${y}年${m}月${d}日`
}

/** CRC-16/CCITT-FALSE of the text's UTF-8 bytes, as 4 upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff
  }
  return crc.toString(16).toUpperCase().padStart(4, '0')
}

/**
 * The QR content, in the comma-separated scheme of the tax authority's invoices: version 01, the kind (31 数电专票,
 * 32 数电普票), the invoice code (empty: fully digital invoices have none), the 20-digit number, 合计金额 net of tax
 * (negative on a red-letter invoice), the issue date YYYYMMDD, the check code (empty, as on fully digital invoices)
 * and a 4-hex check of what precedes it (CRC-16/CCITT-FALSE; the platform's own algorithm is not published).
 */
export function invoiceQrContent(data: Pick<InvoicePdfData, 'type' | 'invoicenum' | 'issuedAt'>, netTotalFen: number): string {
  const [y, m, d] = chinaDate(data.issuedAt)
  const body = `01,${data.type === 1 ? '31' : '32'},,${data.invoicenum},${formatYuan(netTotalFen)},${y}${m}${d},,`
  return body + crc16(body)
}

interface Row {
  line: InvoicePdfLine
  split: TaxSplit
  quantity: number
  height: number
}

/** Renders the invoice; resolves with the PDF's bytes. */
export function renderInvoicePdf(data: InvoicePdfData): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const red = data.colour === 'red'
    const sign = red ? -1 : 1
    const title = invoiceTitle(data.type)
    const doc = new PDFDocument({
      size: [PAGE_W, PAGE_H],
      margin: 0,
      autoFirstPage: false,
      info: {
        Title: `${title}${red ? '（红字）' : ''} ${data.invoicenum}`,
        Author: data.seller.name,
        Subject: `发票号码 ${data.invoicenum}`,
        CreationDate: data.issuedAt,
      },
    })
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    try {
      doc.registerFont('cjk', cjkFont())
      doc.font('cjk').fontSize(SIZE)
      draw(doc, data, red, sign, title)
      doc.end()
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)))
    }
  })
}

function draw(doc: PDFKit.PDFDocument, data: InvoicePdfData, red: boolean, sign: number, title: string) {
  const { lines: splits, total } = splitInvoiceLines(
    data.lines.map((line) => sign * line.amountFen),
    data.taxrate,
  )
  const rate = formatTaxRate(data.taxrate)
  const cellHeight = (text: string, column: number) =>
    Math.min(MAX_CELL_TEXT_H, doc.heightOfString(text || ' ', { ...CELL_TEXT, width: COLUMNS[column].width - 2 * PAD }))
  const rows: Row[] = data.lines.map((line, i) => ({
    line,
    split: splits[i],
    quantity: sign * line.quantity,
    height: Math.max(cellHeight(line.name, 0), cellHeight(line.spec, 1), cellHeight(line.unit, 2)) + 2 * CELL_PAD,
  }))

  const partyLines = (party: InvoicePdfParty) => {
    const out = [`名称：${party.name}`, `统一社会信用代码/纳税人识别号：${party.ratenumber ?? ''}`]
    const contact = [party.address, party.phone].filter(Boolean).join(' ')
    if (contact) out.push(`地址、电话：${contact}`)
    if (party.banknum) out.push(`开户行及账号：${party.banknum}`)
    return out
  }
  const partyTextW = CONTENT_W / 2 - LABEL_W - 2 * PAD - 4
  const partyHeight = (party: InvoicePdfParty) =>
    partyLines(party).reduce((sum, text) => sum + doc.heightOfString(text, { width: partyTextW }) + 3, 0)
  const partyH = Math.max(72, partyHeight(data.buyer) + 2 * PAD + 4, partyHeight(data.seller) + 2 * PAD + 4)

  const remark = [
    red && data.original
      ? `被红冲蓝字数电发票号码：${data.original.invoicenum}${GAP}红冲原发票开票日期：${dateText(data.original.issuedAt)}`
      : '',
    data.remark ?? '',
  ]
    .filter(Boolean)
    .join('\n')
  const remarkW = CONTENT_W - LABEL_W - 2 * PAD
  const remarkTextH = remark ? Math.min(MAX_REMARK_TEXT_H, doc.heightOfString(remark, { width: remarkW })) : 0
  const remarkH = Math.max(56, remarkTextH + 2 * PAD)
  const tailH = TOTAL_ROW_H + AMOUNT_ROW_H + remarkH + DRAWER_H

  // Pages: the lines in order, each page as many as fit above the continuation row; the totals, amount and remark
  // rows on the last page (a page of their own when they do not fit under the last lines).
  const tableTop = BOX_TOP + partyH + HEAD_ROW_H
  const pages: Row[][] = [[]]
  let y = tableTop
  for (const row of rows) {
    const page = pages[pages.length - 1]
    if (page.length > 0 && y + row.height + CONTINUED_ROW_H > PAGE_LIMIT) {
      pages.push([])
      y = tableTop
    }
    pages[pages.length - 1].push(row)
    y += row.height
  }
  if (y + tailH > PAGE_LIMIT && pages[pages.length - 1].length > 0) pages.push([])

  const qr = encode(invoiceQrContent(data, total.netFen), { ecc: 'M', border: 0 })
  pages.forEach((pageRows, index) => {
    doc.addPage({ size: [PAGE_W, PAGE_H], margin: 0 })
    const last = index === pages.length - 1
    drawHeader(doc, data, red, title, qr.data, pages.length > 1 ? `共${pages.length}页${GAP}第${index + 1}页` : null)
    drawParties(doc, data, partyH, partyLines, partyTextW)
    let rowY = drawTableHead(doc, BOX_TOP + partyH)
    for (const row of pageRows) {
      drawLine(doc, row, rowY, rate)
      rowY += row.height
    }
    if (!last) {
      doc.fillColor(FRAME).text('（续下页）', X0, rowY + 4, { width: CONTENT_W, align: 'center', lineBreak: false })
      rowY += CONTINUED_ROW_H
      boxSides(doc, BOX_TOP, rowY)
      return
    }
    rowY = drawTotals(doc, rowY, total)
    rowY = drawAmount(doc, rowY, total.grossFen)
    rowY = drawRemark(doc, rowY, remarkH, remark, remarkW)
    boxSides(doc, BOX_TOP, rowY)
    doc
      .fillColor(FRAME)
      .text('开票人：', X0 + 8, rowY + 8, { lineBreak: false })
      .fillColor(INK)
      .text(INVOICE_DRAWER, X0 + 8 + doc.widthOfString('开票人：'), rowY + 8, { lineBreak: false })
  })
}

function hLine(doc: PDFKit.PDFDocument, y: number, from = X0, to = X1) {
  doc.moveTo(from, y).lineTo(to, y).lineWidth(0.8).strokeColor(FRAME).stroke()
}
function vLine(doc: PDFKit.PDFDocument, x: number, top: number, bottom: number) {
  doc.moveTo(x, top).lineTo(x, bottom).lineWidth(0.8).strokeColor(FRAME).stroke()
}
function boxSides(doc: PDFKit.PDFDocument, top: number, bottom: number) {
  hLine(doc, top)
  hLine(doc, bottom)
  vLine(doc, X0, top, bottom)
  vLine(doc, X1, top, bottom)
}

/** A label written top to bottom, one character a line, centred in its column (购买方信息, 备注). */
function verticalLabel(doc: PDFKit.PDFDocument, text: string, x: number, top: number, height: number) {
  const step = SIZE + 3
  const start = top + (height - step * text.length) / 2
  doc.fillColor(FRAME)
  Array.from(text).forEach((ch, i) => doc.text(ch, x, start + i * step, { width: LABEL_W, align: 'center', lineBreak: false }))
}

function drawHeader(doc: PDFKit.PDFDocument, data: InvoicePdfData, red: boolean, title: string, qr: boolean[][], pageText: string | null) {
  const qrSize = 76
  const module = qrSize / qr.length
  qr.forEach((row, r) =>
    row.forEach((dark, c) => {
      if (dark) doc.rect(X0 + c * module, 24 + r * module, module, module)
    }),
  )
  doc.fillColor(INK).fill()

  doc.fontSize(22)
  const titleW = doc.widthOfString(title)
  const titleX = (PAGE_W - titleW) / 2
  doc.fillColor(FRAME).text(title, titleX, 36, { lineBreak: false })
  hLine(doc, 70, titleX - 10, titleX + titleW + 10)
  hLine(doc, 73, titleX - 10, titleX + titleW + 10)
  if (red) {
    doc.fontSize(12)
    const markW = doc.widthOfString('红字发票') + 16
    const markX = (PAGE_W - markW) / 2
    doc.rect(markX, 80, markW, 22).lineWidth(1.2).strokeColor(RED).stroke()
    doc.fillColor(RED).text('红字发票', markX + 8, 83, { lineBreak: false })
  }

  doc.fontSize(SIZE + 1)
  const infoX = X1 - 210
  const field = (label: string, value: string, y: number) => {
    doc.fillColor(FRAME).text(label, infoX, y, { lineBreak: false })
    doc.fillColor(INK).text(value, infoX + doc.widthOfString(label), y, { lineBreak: false })
  }
  field('发票号码：', data.invoicenum, 40)
  field('开票日期：', dateText(data.issuedAt), 58)
  if (pageText) doc.fillColor(FRAME).text(pageText, infoX, 76, { lineBreak: false })
  doc.fontSize(SIZE)
}

function drawParties(
  doc: PDFKit.PDFDocument,
  data: InvoicePdfData,
  height: number,
  partyLines: (party: InvoicePdfParty) => string[],
  textW: number,
) {
  const half = CONTENT_W / 2
  const bottom = BOX_TOP + height
  ;(
    [
      ['购买方信息', data.buyer, X0],
      ['销售方信息', data.seller, X0 + half],
    ] as const
  ).forEach(([label, party, x]) => {
    verticalLabel(doc, label, x, BOX_TOP, height)
    vLine(doc, x + LABEL_W, BOX_TOP, bottom)
    let y = BOX_TOP + PAD + 2
    for (const text of partyLines(party)) {
      const [name, value] = [text.slice(0, text.indexOf('：') + 1), text.slice(text.indexOf('：') + 1)]
      doc.fillColor(FRAME).text(name, x + LABEL_W + PAD, y, { continued: true, width: textW })
      doc.fillColor(INK).text(value, { width: textW })
      y += doc.heightOfString(text, { width: textW }) + 3
    }
  })
  vLine(doc, X0 + half, BOX_TOP, bottom)
  hLine(doc, bottom)
}

function drawTableHead(doc: PDFKit.PDFDocument, top: number): number {
  doc.fillColor(FRAME)
  COLUMNS.forEach((column, i) => doc.text(column.label, columnX(i), top + 5, { width: column.width, align: 'center', lineBreak: false }))
  return top + HEAD_ROW_H
}

function drawLine(doc: PDFKit.PDFDocument, row: Row, top: number, rate: string) {
  const cells = [
    row.line.name,
    row.line.spec,
    row.line.unit,
    quantityText(row.quantity),
    row.quantity === 0 ? '' : unitPriceText(row.split.netFen, row.quantity),
    formatYuan(row.split.netFen),
    rate,
    formatYuan(row.split.taxFen),
  ]
  doc.fillColor(INK)
  cells.forEach((text, i) => {
    const column = COLUMNS[i]
    doc.text(text, columnX(i) + PAD, top + CELL_PAD, {
      ...CELL_TEXT,
      width: column.width - 2 * PAD,
      height: MAX_CELL_TEXT_H,
      ellipsis: true,
      align: column.align,
    })
  })
}

function drawTotals(doc: PDFKit.PDFDocument, top: number, total: TaxSplit): number {
  const y = top + 5
  doc.fillColor(FRAME).text(`合${GAP}${GAP}计`, columnX(0), y, { width: COLUMNS[0].width, align: 'center', lineBreak: false })
  doc.fillColor(INK)
  doc.text(`¥${formatYuan(total.netFen)}`, columnX(5) + PAD, y, { width: COLUMNS[5].width - 2 * PAD, align: 'right' })
  doc.text(`¥${formatYuan(total.taxFen)}`, columnX(7) + PAD, y, { width: COLUMNS[7].width - 2 * PAD, align: 'right' })
  hLine(doc, top + TOTAL_ROW_H)
  return top + TOTAL_ROW_H
}

function drawAmount(doc: PDFKit.PDFDocument, top: number, grossFen: number): number {
  const labelW = 130
  const y = top + 7
  doc.fillColor(FRAME).text('价税合计（大写）', X0, y, { width: labelW, align: 'center', lineBreak: false })
  vLine(doc, X0 + labelW, top, top + AMOUNT_ROW_H)
  doc
    .fontSize(SIZE + 1)
    .fillColor(INK)
    .text(chineseAmount(grossFen), X0 + labelW + 12, y - 1, { lineBreak: false })
  const figuresX = X1 - 230
  doc.fontSize(SIZE).fillColor(FRAME).text('（小写）', figuresX, y, { lineBreak: false })
  const figuresValueX = figuresX + doc.widthOfString('（小写）')
  doc
    .fontSize(SIZE + 1)
    .fillColor(INK)
    .text(`¥${formatYuan(grossFen)}`, figuresValueX, y - 1, { lineBreak: false })
  doc.fontSize(SIZE)
  hLine(doc, top + AMOUNT_ROW_H)
  return top + AMOUNT_ROW_H
}

function drawRemark(doc: PDFKit.PDFDocument, top: number, height: number, remark: string, width: number): number {
  verticalLabel(doc, '备注', X0, top, height)
  vLine(doc, X0 + LABEL_W, top, top + height)
  if (remark) doc.fillColor(INK).text(remark, X0 + LABEL_W + PAD, top + PAD, { width, height: MAX_REMARK_TEXT_H, ellipsis: true })
  return top + height
}
