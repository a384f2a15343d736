import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { LANGUAGE_KEY, storage } from '../storage/storage'
import { DEFAULT_LANGUAGE, detectLanguage, type Language } from './detect-language'
import { en } from './resources/en'
import { zhCN } from './resources/zh-CN'
import { zhTW } from './resources/zh-TW'

export const resources = {
  'zh-CN': { translation: zhCN },
  en: { translation: en },
  'zh-TW': { translation: zhTW },
} as const

const browserLanguage = typeof navigator !== 'undefined' ? navigator.language : undefined
const initialLanguage = detectLanguage(storage.get(LANGUAGE_KEY), browserLanguage)

export const i18n = i18next.createInstance()

void i18n.use(initReactI18next).init({
  resources,
  lng: initialLanguage,
  fallbackLng: DEFAULT_LANGUAGE,
  interpolation: { escapeValue: false }, // React escapes already
  returnNull: false,
  initAsync: false,
})

setHtmlLang(initialLanguage)

function setHtmlLang(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language
}

/** Switch language: remember the choice, update <html lang>, re-render. */
export async function switchLanguage(language: Language): Promise<void> {
  storage.set(LANGUAGE_KEY, language)
  setHtmlLang(language)
  await i18n.changeLanguage(language)
}
