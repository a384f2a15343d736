// The question composer's texts load with its route (/AddForumPost), not with Home: the current language's, and each
// language chosen while the composer is open (every language has every text: none is loaded as a fallback).
// Components that read them listen for added bundles (useTranslation's bindI18nStore 'added'), so a language loaded
// late still shows.
import type { Language } from '../../domain/language'
import { i18n } from './i18n'
import type { ForumComposerMessages } from './resources/zh-CN-forum-composer'
import { textsLoader } from './texts-loader'

const LOADERS: Record<Language, () => Promise<ForumComposerMessages>> = {
  'zh-CN': () => import('./resources/zh-CN-forum-composer').then((module) => module.zhCNForumComposer),
  en: () => import('./resources/en-forum-composer').then((module) => module.enForumComposer),
  'zh-TW': () => import('./resources/zh-TW-forum-composer').then((module) => module.zhTWForumComposer),
}
const load = textsLoader(i18n, LOADERS)
let listening = false
let ready: Promise<void> | null = null

/** The same promise for every render until it fails (React's use() needs a stable one). */
export function forumComposerTextsReady(): Promise<void> {
  ready ??= loadForumComposerTexts().catch((error: unknown) => {
    ready = null
    throw error
  })
  return ready
}

export async function loadForumComposerTexts(): Promise<void> {
  if (!listening) {
    listening = true
    i18n.on('languageChanged', (language) => {
      if (language in LOADERS) void load(language as Language).catch(() => undefined)
    })
  }
  await load(i18n.language as Language)
}
