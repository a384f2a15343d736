// Typed translation keys: t('pages.notFound') is checked against the zh-CN resource at compile time.
import 'i18next'
import type { zhCN } from './resources/zh-CN'
import type { zhCNPortal } from './resources/zh-CN-portal'
import type { zhCNForum } from './resources/zh-CN-forum'
import type { zhCNForumComposer } from './resources/zh-CN-forum-composer'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    // The portal's, the forum's and the question composer's texts load with their pages (loadPortalTexts,
    // loadForumTexts, loadForumComposerTexts) but are typed like the rest.
    resources: { translation: typeof zhCN & typeof zhCNPortal & typeof zhCNForum & typeof zhCNForumComposer }
  }
}
