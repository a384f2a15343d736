import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { hasPdftotext } from '../../../scripts/ensure-poppler.mjs'

// Reading a rendered PDF back with poppler-utils (pdftotext, pdffonts), as a person's PDF reader would.

/**
 * Why the PDF cannot be read back here, or null when it can. A developer's machine may skip the suite (`npm test`
 * installs poppler-utils first); under CI=true it must run, so a missing pdftotext fails the run instead.
 */
export function popplerUnavailable(env: NodeJS.ProcessEnv = process.env): string | null {
  if (hasPdftotext()) return null
  const reason = 'pdftotext not found (Debian poppler-utils); `npm test` installs it with apt'
  if (env.CI === 'true') throw new Error(`The invoice PDF suite must run under CI=true, but ${reason}`)
  return reason
}

function runOnPdf(command: string, args: string[], pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'summit-pdf-'))
  try {
    const file = join(dir, 'invoice.pdf')
    writeFileSync(file, pdf)
    const result = spawnSync(command, [...args, file, ...(command === 'pdftotext' ? ['-'] : [])], { encoding: 'utf8' })
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr}`)
    return result.stdout
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The text in reading layout, pages separated by form feeds. */
export const pdfText = (pdf: Buffer) => runOnPdf('pdftotext', ['-layout'], pdf)

/** The pages' text, one string per page. */
export const pdfPages = (pdf: Buffer) => pdfText(pdf).split('\f').slice(0, -1)

export interface PdfWord {
  page: number
  xMin: number
  yMin: number
  xMax: number
  yMax: number
  text: string
}

/** Every word with its box in points (pdftotext -bbox). */
export function pdfWords(pdf: Buffer): PdfWord[] {
  const words: PdfWord[] = []
  let page = 0
  for (const line of runOnPdf('pdftotext', ['-bbox'], pdf).split('\n')) {
    if (line.includes('<page ')) page++
    const m = /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">(.*)<\/word>/.exec(line)
    if (m) words.push({ page, xMin: +m[1], yMin: +m[2], xMax: +m[3], yMax: +m[4], text: m[5] })
  }
  return words
}

/** The fonts of the file as pdffonts lists them (name, type, encoding, embedded, subset, unicode map). */
export const pdfFonts = (pdf: Buffer) => runOnPdf('pdffonts', [], pdf)
