// Content in three languages (issue 20): a content row keeps its zh-CN texts in its own columns and the other
// languages in `translations` ({ en: { field: text }, 'zh-TW': { ... } }). A row is served in the requested language
// only when that language's translation holds every text field the zh-CN row has; otherwise the whole row is served
// in zh-CN and says so (`lang: 'zh-CN'`), so a page never mixes languages within one record and can mark the fallback.
import { DEFAULT_LANGUAGE, type Language } from './language'

export type TranslatedLanguage = Exclude<Language, 'zh-CN'>
export const TRANSLATED_LANGUAGES: readonly TranslatedLanguage[] = ['en', 'zh-TW']
export type ContentTranslations = Partial<Record<TranslatedLanguage, Record<string, string>>>

export interface Localized<T> {
  texts: T
  /** The language the texts are in: the requested one, or zh-CN when the row has no (complete) translation. */
  lang: Language
}

export function localizeTexts<T extends Record<string, string | null | undefined>>(
  texts: T,
  translations: ContentTranslations | null | undefined,
  language: Language,
): Localized<T> {
  if (language === 'zh-CN') return { texts, lang: DEFAULT_LANGUAGE }
  const translation = translations?.[language]
  if (!translation) return { texts, lang: DEFAULT_LANGUAGE }
  const out: Record<string, string | null | undefined> = {}
  for (const [field, value] of Object.entries(texts)) {
    if (value === null || value === undefined || value === '') {
      out[field] = value
      continue
    }
    const translated = translation[field]
    if (typeof translated !== 'string' || translated === '') return { texts, lang: DEFAULT_LANGUAGE }
    out[field] = translated
  }
  return { texts: out as T, lang: language }
}
