import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { zhCNMachines, type MachinesMessages } from '../../i18n/resources/zh-CN-machines'

// The viewer's texts travel with the viewer (zh-CN in its chunk, en and zh-TW loaded when shown), not with the app.
const LOADERS: Record<string, () => Promise<MachinesMessages>> = {
  en: () => import('../../i18n/resources/en-machines').then((module) => module.enMachines),
  'zh-TW': () => import('../../i18n/resources/zh-TW-machines').then((module) => module.zhTWMachines),
}
const loaded = new Map<string, MachinesMessages>([['zh-CN', zhCNMachines]])

/** The viewer's texts in the current language (null while the first load; the previous language's while switching). */
export function useMachineTexts(): MachinesMessages | null {
  const { i18n } = useTranslation()
  const language = i18n.language
  const [, setVersion] = useState(0)
  const shown = useRef<MachinesMessages | null>(null)
  useEffect(() => {
    if (loaded.has(language) || !LOADERS[language]) return
    let live = true
    void LOADERS[language]().then((messages) => {
      loaded.set(language, messages)
      if (live) setVersion((v) => v + 1)
    })
    return () => {
      live = false
    }
  }, [language])
  const texts = loaded.get(language) ?? (LOADERS[language] ? shown.current : zhCNMachines)
  shown.current = texts
  return texts
}

/** `{{name}}` placeholders. */
export const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''))
