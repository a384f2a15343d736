import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { LANGUAGE_KEY, storage } from '../storage/storage'
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, detectLanguage, isLanguage, type Language } from '../../domain/language'
import type { Messages } from './resources/zh-CN'
import type { PortalMessages } from './resources/zh-CN-portal'
import type { ForumMessages } from './resources/zh-CN-forum'
import { textsLoader, type TextsLoader } from './texts-loader'

export const i18n = i18next.createInstance()

// Each language's texts are a chunk of their own, loaded for the language shown (the server preloads the visitor's
// with the page: server/http/index-html.ts): an en or zh-TW visitor does not download the zh-CN texts. Every language
// has every text (typed by zh-CN's), so none is loaded as a fallback.
const LOADERS: Record<Language, () => Promise<Messages>> = {
  'zh-CN': () => import('./resources/zh-CN').then((module) => module.zhCN),
  en: () => import('./resources/en').then((module) => module.en),
  'zh-TW': () => import('./resources/zh-TW').then((module) => module.zhTW),
}

// Texts of pages Home never shows are chunks of their own per language, loaded by their routes before those pages
// render (and with each language chosen afterwards): the login-only pages (personal centre, order wizard) and the
// forum. Like the main texts, only the shown language's.
interface LazyTexts {
  wanted: boolean
  load: TextsLoader
}

const lazyTexts = (loaders: Record<Language, () => Promise<object>>): LazyTexts => ({ wanted: false, load: textsLoader(i18n, loaders) })

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

const loadLazy = (texts: LazyTexts, language: Language): Promise<void> => (texts.wanted ? texts.load(language) : Promise.resolve())

async function wantLazy(texts: LazyTexts): Promise<void> {
  texts.wanted = true
  // A route's loader may run before the visitor's language is active (a prerendered page loads its route at once).
  await i18nReady.catch(() => undefined)
  await loadLazy(texts, i18n.language as Language)
}

/** The login-only pages' texts in the current language; resolves once they are usable. */
export async function loadPortalTexts(): Promise<void> {
  await wantLazy(PORTAL_TEXTS)
}

/** The forum pages' texts in the current language; resolves once they are usable. */
export async function loadForumTexts(): Promise<void> {
  await wantLazy(FORUM_TEXTS)
}

const browserLanguage = typeof navigator !== 'undefined' ? navigator.language : undefined
const initialLanguage = detectLanguage(storage.get(LANGUAGE_KEY), browserLanguage)

void i18n.use(initReactI18next).init({
  resources: {},
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

// Kept by language, not read from i18n.hasResourceBundle: a page's lazy texts may have been added to a language first.
const loadLanguage = textsLoader(i18n, LOADERS)

/** A language's texts (and the wanted pages' texts) loaded without switching to it: for tests that switch with
 * i18n.changeLanguage. */
export async function loadLanguageTexts(language: Language): Promise<void> {
  await loadLanguage(language)
  await Promise.all([loadLazy(PORTAL_TEXTS, language), loadLazy(FORUM_TEXTS, language)])
}

async function activateLanguage(language: Language): Promise<void> {
  await loadLanguageTexts(language)
  setHtmlLang(language)
  await i18n.changeLanguage(language)
}

// A language chosen while the visitor's language is still loading (a switch, a test) must not be overridden by it.
let chosenMeanwhile = false
i18n.on('languageChanged', () => {
  chosenMeanwhile = true
})

async function applyInitialLanguage(): Promise<void> {
  const loaded = await loadLanguage(initialLanguage).then(
    () => true,
    () => false,
  )
  if (chosenMeanwhile || !loaded) {
    // The visitor's language failed to load: the default's texts, if they load, rather than keys.
    if (!chosenMeanwhile) await loadLanguage(DEFAULT_LANGUAGE).catch(() => undefined)
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
