// Renders the HTML templates of scripts/documents/ to the PDFs the storefront serves from public/seed/guides/: the 4
// subscription guides (Buy page, support documents) and the subscription agreement (order wizard). Chinese text with
// product names in Latin letters; Chromium embeds the Noto CJK subset, so the text stays selectable in pdf.js.
//   npm run gen:documents
// Chromium stamps the current time and a random file ID into every PDF; both are overwritten afterwards with fixed
// values of the same length (the cross-reference offsets stay valid), so a rerun with the same Chromium version and
// fonts gives the same bytes.
import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { launchChromium } from '../tools/browser/chromium'

const SOURCE = join(import.meta.dirname, 'documents')
const OUT = join(import.meta.dirname, '..', 'public', 'seed', 'guides')
const FIXED_DATE = '20260101000000'

export const DOCUMENTS = [
  { template: 'summitmap-guide.html', output: 'summitmap-guide.pdf' },
  { template: 'summitsolid-guide.html', output: 'summitsolid-guide.pdf' },
  { template: 'summitlab-guide.html', output: 'summitlab-guide.pdf' },
  { template: 'license-guide.html', output: 'license-guide.pdf' },
  { template: 'subscription-agreement.html', output: 'subscription-agreement.pdf' },
] as const

/** The template with its shared parts (`<!-- include x.html -->`) and the stylesheet inlined. */
export function renderTemplate(template: string): string {
  const read = (file: string) => readFileSync(join(SOURCE, file), 'utf8')
  return read(template)
    .replace(/<!-- include ([\w.-]+) -->/g, (_, file: string) => read(file))
    .replace('<link rel="stylesheet" href="style.css">', () => `<style>${read('style.css')}</style>`)
}

/** Overwrite the creation/modification dates and the trailer /ID with fixed, same-length values. */
export function stabilisePdf(pdf: Buffer): Buffer {
  let text = pdf.toString('latin1')
  text = text.replace(/\/(CreationDate|ModDate) \(D:(\d{14})([^)]*)\)/g, (_, key: string, _date: string, zone: string) => {
    const fixedZone = zone.length === 0 ? '' : ("+00'00'" + ' '.repeat(16)).slice(0, zone.length)
    return `/${key} (D:${FIXED_DATE}${fixedZone})`
  })
  const withoutId = text.replace(/\/ID \[<[0-9A-Fa-f]+> ?<[0-9A-Fa-f]+>\]/g, '')
  const digest = createHash('sha256').update(withoutId, 'latin1').digest('hex').toUpperCase()
  text = text.replace(/\/ID \[<([0-9A-Fa-f]+)>( ?)<([0-9A-Fa-f]+)>\]/g, (_, a: string, space: string, b: string) => {
    const id = (length: number) => digest.repeat(Math.ceil(length / digest.length)).slice(0, length)
    return `/ID [<${id(a.length)}>${space}<${id(b.length)}>]`
  })
  return Buffer.from(text, 'latin1')
}

const footer = (title: string) => `
  <div style="width:100%;font-size:8px;color:#7b8794;padding:0 20mm;display:flex;justify-content:space-between;font-family:'Noto Sans CJK SC',sans-serif">
    <span>${title} · 北京峰图科技有限公司</span>
    <span>第 <span class="pageNumber"></span> 页 / 共 <span class="totalPages"></span> 页</span>
  </div>`

async function main(): Promise<void> {
  const browser = await launchChromium()
  try {
    const page = await browser.newPage()
    for (const doc of DOCUMENTS) {
      await page.setContent(renderTemplate(doc.template), { waitUntil: 'load' })
      await page.evaluate(() => document.fonts.ready)
      const title = await page.title()
      const pdf = await page.pdf({
        format: 'A4',
        printBackground: true,
        margin: { top: '20mm', bottom: '20mm', left: '20mm', right: '20mm' },
        displayHeaderFooter: true,
        headerTemplate: '<span></span>',
        footerTemplate: footer(title),
        outline: true,
        tagged: true,
      })
      writeFileSync(join(OUT, doc.output), stabilisePdf(pdf))
      console.log(`${doc.output}: ${(pdf.length / 1024).toFixed(0)} KiB`)
    }
  } finally {
    await browser.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main()
