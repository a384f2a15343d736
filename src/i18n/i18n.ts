import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { LANGUAGE_KEY, storage } from '../storage/storage'
import { DEFAULT_LANGUAGE, detectLanguage, type Language } from './detect-language'
import { zhCN, type Messages } from './resources/zh-CN'
import type { PortalMessages } from './resources/zh-CN-portal'

// zh-CN (the default and the fallback) is in the entry chunk; the other languages load when chosen, so a page
// carries the texts of one or two languages rather than all three.
const LOADERS: Record<Exclude<Language, 'zh-CN'>, () => Promise<Messages>> = {
  en: () => import('./resources/en').then((module) => module.en),
  'zh-TW': () => import('./resources/zh-TW').then((module) => module.zhTW),
}

// The login-only pages' texts (personal centre, order wizard) are a chunk of their own per language, loaded by the
// login-only layout route before its pages render (and with each language chosen afterwards), not by Home.
const PORTAL_LOADERS: Record<Language, () => Promise<PortalMessages>> = {
  'zh-CN': () => import('./resources/zh-CN-portal').then((module) => module.zhCNPortal),
  en: () => import('./resources/en-portal').then((module) => module.enPortal),
  'zh-TW': () => import('./resources/zh-TW-portal').then((module) => module.zhTWPortal),
}
let portalWanted = false
const portalLoads = new Map<Language, Promise<void>>()

function loadPortal(language: Language): Promise<void> {
  if (!portalWanted) return Promise.resolve()
  let load = portalLoads.get(language)
  if (!load) {
    load = PORTAL_LOADERS[language]().then((texts) => {
      i18n.addResourceBundle(language, 'translation', texts, true, true)
    })
    // A failed load (offline) is tried again by the next page that asks.
    load.catch(() => portalLoads.delete(language))
    portalLoads.set(language, load)
  }
  return load
}

/** The login-only pages' texts in the current language and zh-CN (the fallback); resolves once they are usable. */
export async function loadPortalTexts(): Promise<void> {
  portalWanted = true
  await Promise.all([loadPortal(DEFAULT_LANGUAGE), loadPortal(i18n.language as Language)])
}

const browserLanguage = typeof navigator !== 'undefined' ? navigator.language : undefined
const initialLanguage = detectLanguage(storage.get(LANGUAGE_KEY), browserLanguage)

export const i18n = i18next.createInstance()

void i18n.use(initReactI18next).init({
  resources: { 'zh-CN': { translation: zhCN } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  interpolation: { escapeValue: false }, // React escapes already
  returnNull: false,
  initAsync: false,
})

async function loadLanguage(language: Language): Promise<void> {
  if (language === 'zh-CN' || i18n.hasResourceBundle(language, 'translation')) return
  i18n.addResourceBundle(language, 'translation', await LOADERS[language]())
}

async function activateLanguage(language: Language): Promise<void> {
  await loadLanguage(language)
  await loadPortal(language)
  setHtmlLang(language)
  await i18n.changeLanguage(language)
}

// A language chosen while the visitor's language is still loading (a switch, a test) must not be overridden by it.
let chosenMeanwhile = false
i18n.on('languageChanged', () => {
  chosenMeanwhile = true
})

async function applyInitialLanguage(): Promise<void> {
  await loadLanguage(initialLanguage).catch(() => undefined)
  if (chosenMeanwhile || !i18n.hasResourceBundle(initialLanguage, 'translation')) return setHtmlLang(i18n.language as Language)
  await activateLanguage(initialLanguage)
}

/** Resolves once the visitor's language is loaded and active: render after it, so no text flashes in zh-CN. */
export const i18nReady: Promise<void> = applyInitialLanguage()

function setHtmlLang(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language
}

/** Switch language: remember the choice, load its texts, update <html lang>, re-render. */
export async function switchLanguage(language: Language): Promise<void> {
  storage.set(LANGUAGE_KEY, language)
  await activateLanguage(language)
}
