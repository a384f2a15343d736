// A group of texts with a chunk per language, added to i18next's one namespace once loaded: each language's once, and
// again after a failed load (offline) when next asked for.
import type { i18n as I18n } from 'i18next'
import type { Language } from '../../domain/language'

export type TextsLoader = (language: Language) => Promise<void>

export function textsLoader(i18n: I18n, loaders: Record<Language, () => Promise<object>>): TextsLoader {
  const loads = new Map<Language, Promise<void>>()
  return (language) => {
    let load = loads.get(language)
    if (!load) {
      load = loaders[language]().then((bundle) => {
        i18n.addResourceBundle(language, 'translation', bundle, true, true)
      })
      load.catch(() => loads.delete(language))
      loads.set(language, load)
    }
    return load
  }
}
