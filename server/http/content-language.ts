// The language of a content answer (issue 20): the request's Accept-Language (openapi.yaml, parameter
// contentLanguage; the SPA sends its active language), and a content row in it with the `lang` marker.
import type { FastifyRequest } from 'fastify'
import { localizeTexts, type ContentTranslations } from '../../domain/content-language'
import { languageFromAcceptLanguage, type Language } from '../../domain/language'

export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['accept-language']
  return languageFromAcceptLanguage(Array.isArray(header) ? header[0] : header)
}

type TextValue = string | null | undefined

/** The row without its translations, its text `fields` in `language` (or all in zh-CN), and `lang`. */
export function localizeRow<R extends { translations: ContentTranslations }, F extends keyof R & string>(
  row: R,
  fields: readonly F[],
  language: Language,
): Omit<R, 'translations'> & { lang: Language } {
  const { translations, ...rest } = row
  const texts = Object.fromEntries(fields.map((field) => [field, row[field] as TextValue])) as Record<F, TextValue>
  const localized = localizeTexts(texts, translations, language)
  return { ...rest, ...(localized.texts as Partial<R>), lang: localized.lang }
}
