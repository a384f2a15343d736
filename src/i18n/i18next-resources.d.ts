// Typed translation keys: t('pages.notFound') is checked against the zh-CN resource at compile time.
import 'i18next'
import type { zhCN } from './resources/zh-CN'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    resources: { translation: typeof zhCN }
  }
}
