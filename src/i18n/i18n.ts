import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { LANGUAGE_KEY, storage } from '../storage/storage'
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, detectLanguage, isLanguage, type Language } from '../../domain/language'
import { zhCN, type Messages } from './resources/zh-CN'
import type { PortalMessages } from './resources/zh-CN-portal'
import type { ForumMessages } from './resources/zh-CN-forum'

// zh-CN (the default and the fallback) is in the entry chunk; the other languages load when chosen, so a page
// carries the texts of one or two languages rather than all three.
const LOADERS: Record<Exclude<Language, 'zh-CN'>, () => Promise<Messages>> = {
  en: () => import('./resources/en').then((module) => module.en),
  'zh-TW': () => import('./resources/zh-TW').then((module) => module.zhTW),
}

// Texts of pages Home never shows are chunks of their own per language, loaded by their routes before those pages
// render (and with each language chosen afterwards): the login-only pages (personal centre, order wizard) and the
// forum.
interface LazyTexts {
  wanted: boolean
  loaders: Record<Language, () => Promise<object>>
  loads: Map<Language, Promise<void>>
}

const lazyTexts = (loaders: Record<Language, () => Promise<object>>): LazyTexts => ({ wanted: false, loaders, loads: new Map() })

const PORTAL_TEXTS = lazyTexts({
  'zh-CN': () => import('./resources/zh-CN-portal').then((module): PortalMessages => module.zhCNPortal),
  en: () => import('./resources/en-portal').then((module): PortalMessages => module.enPortal),
  'zh-TW': () => import('./resources/zh-TW-portal').then((module): PortalMessages => module.zhTWPortal),
})

const FORUM_TEXTS = lazyTexts({
  'zh-CN': () => import('./resources/zh-CN-forum').then((module): ForumMessages => module.zhCNForum),
  en: () => import('./resources/en-forum').then((module): ForumMessages => module.enForum),
  'zh-TW': () => import('./resources/zh-TW-forum').then((module): ForumMessages => module.zhTWForum),
})

function loadLazy(texts: LazyTexts, language: Language): Promise<void> {
  if (!texts.wanted) return Promise.resolve()
  let load = texts.loads.get(language)
  if (!load) {
    load = texts.loaders[language]().then((bundle) => {
      i18n.addResourceBundle(language, 'translation', bundle, true, true)
    })
    // A failed load (offline) is tried again by the next page that asks.
    load.catch(() => texts.loads.delete(language))
    texts.loads.set(language, load)
  }
  return load
}

async function wantLazy(texts: LazyTexts): Promise<void> {
  texts.wanted = true
  await Promise.all([loadLazy(texts, DEFAULT_LANGUAGE), loadLazy(texts, i18n.language as Language)])
}

/** The login-only pages' texts in the current language and zh-CN (the fallback); resolves once they are usable. */
export async function loadPortalTexts(): Promise<void> {
  await wantLazy(PORTAL_TEXTS)
}

/** The forum pages' texts in the current language and zh-CN (the fallback); resolves once they are usable. */
export async function loadForumTexts(): Promise<void> {
  await wantLazy(FORUM_TEXTS)
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

// The language content is asked for in (the API client's Accept-Language): the visitor's language from the start,
// while its texts still load, so the data a prerendered page loads alongside them is already in it; then the active one.
let contentLanguage: Language = initialLanguage
export const currentContentLanguage = (): Language => contentLanguage
i18n.on('languageChanged', (language) => {
  if (isLanguage(language)) contentLanguage = language
})

async function loadLanguage(language: Language): Promise<void> {
  if (language === 'zh-CN' || i18n.hasResourceBundle(language, 'translation')) return
  i18n.addResourceBundle(language, 'translation', await LOADERS[language]())
}

async function activateLanguage(language: Language): Promise<void> {
  await loadLanguage(language)
  await Promise.all([loadLazy(PORTAL_TEXTS, language), loadLazy(FORUM_TEXTS, language)])
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
  if (chosenMeanwhile || !i18n.hasResourceBundle(initialLanguage, 'translation')) {
    contentLanguage = i18n.language as Language
    return setHtmlLang(i18n.language as Language)
  }
  await activateLanguage(initialLanguage)
}

/** Resolves once the visitor's language is loaded and active: render after it, so no text flashes in zh-CN. */
export const i18nReady: Promise<void> = applyInitialLanguage()

function setHtmlLang(language: Language): void {
  if (typeof document === 'undefined') return
  document.documentElement.lang = language
  // The server hands out the prerendered public pages in this language (server/http/prerendered-pages.ts).
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/pc; Max-Age=31536000; SameSite=Lax`
}

/** Switch language: remember the choice, load its texts, update <html lang>, re-render. */
export async function switchLanguage(language: Language): Promise<void> {
  storage.set(LANGUAGE_KEY, language)
  await activateLanguage(language)
}
