// Typed translation keys: t('pages.notFound') is checked against the zh-CN resource at compile time.
import 'i18next'
import type { zhCN } from './resources/zh-CN'
import type { zhCNPortal } from './resources/zh-CN-portal'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    // The portal's texts load with the login-only pages (loadPortalTexts) but are typed like the rest.
    resources: { translation: typeof zhCN & typeof zhCNPortal }
  }
}
