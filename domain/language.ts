// Pure language choice: the stored choice wins, else the browser language decides.
export const SUPPORTED_LANGUAGES = ['zh-CN', 'en', 'zh-TW'] as const
export type Language = (typeof SUPPORTED_LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'zh-CN'

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value)
}

/** Browser language rule of the spec: contains 'tw' -> zh-TW, 'en' -> en, anything else -> zh-CN. */
export function languageFromBrowser(browserLanguage: string | null | undefined): Language {
  const lower = (browserLanguage ?? '').toLowerCase()
  if (lower.includes('tw')) return 'zh-TW'
  if (lower === 'en' || lower.startsWith('en-') || lower.startsWith('en_')) return 'en'
  return DEFAULT_LANGUAGE
}

export function detectLanguage(stored: unknown, browserLanguage: string | null | undefined): Language {
  if (isLanguage(stored)) return stored
  return languageFromBrowser(browserLanguage)
}

/** The cookie the client keeps its active language in, so the server can hand out prerendered pages in it. */
export const LANGUAGE_COOKIE = 'summit_language'

/** The language of a request without a cookie: the first tag of Accept-Language, by the browser language rule. */
export function languageFromAcceptLanguage(header: string | null | undefined): Language {
  const first = (header ?? '').split(',')[0]?.split(';')[0]?.trim()
  return languageFromBrowser(first)
}
