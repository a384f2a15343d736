// The en and zh-TW translations of a seeded content row, looked up by its zh-CN texts (en.ts, zh-tw.ts). A text of
// several lines is translated line by line, and a line 'A：B' as its two parts (the detail section 'name：description').
// A row with a text the dictionaries lack gets no translation in that language (it is served in zh-CN, marked).
import type { ContentTranslations, TranslatedLanguage } from '../../../../domain/content-language'
import { EN } from './en'
import { ZH_TW } from './zh-tw'

const DICTIONARIES: Record<TranslatedLanguage, { texts: Record<string, string>; colon: string }> = {
  en: { texts: EN, colon: ': ' },
  'zh-TW': { texts: ZH_TW, colon: '：' },
}

function translateLine(line: string, language: TranslatedLanguage): string | undefined {
  const { texts, colon } = DICTIONARIES[language]
  if (line === '' || line in texts) return line === '' ? '' : texts[line]
  const at = line.indexOf('：')
  if (at < 0) return undefined
  const [head, tail] = [line.slice(0, at), line.slice(at + 1)]
  const [first, second] = [translateLine(head, language), translateLine(tail, language)]
  return first === undefined || second === undefined ? undefined : `${first}${colon}${second}`
}

export function translateText(text: string, language: TranslatedLanguage): string | undefined {
  if (text in DICTIONARIES[language].texts) return DICTIONARIES[language].texts[text]
  const lines = text.split('\n').map((line) => translateLine(line, language))
  return lines.every((line) => line !== undefined) ? lines.join('\n') : undefined
}

/** The translations of `row`'s text `fields` in every language all of whose texts the dictionaries hold. */
export function seedTranslations<T extends object>(row: T, fields: readonly (keyof T & string)[]): ContentTranslations {
  const out: ContentTranslations = {}
  for (const language of ['en', 'zh-TW'] as const) {
    const texts: Record<string, string> = {}
    let complete = true
    for (const field of fields) {
      const value = row[field]
      if (typeof value !== 'string' || value === '') continue
      const translated = translateText(value, language)
      if (translated === undefined) complete = false
      else texts[field] = translated
    }
    if (complete) out[language] = texts
  }
  return out
}

/** Each row with its translations. */
export function withTranslations<T extends object>(
  rows: T[],
  fields: readonly (keyof T & string)[],
): (T & { translations: ContentTranslations })[] {
  return rows.map((row) => ({ ...row, translations: seedTranslations(row, fields) }))
}
