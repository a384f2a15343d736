// The composer's texts arrive as a bundle of their own (src/i18n/forum-composer-texts.ts): re-render when a bundle is
// added, so a language chosen on this page shows once its texts are in. react-i18next reads bindI18nStore from the
// hook's options as from its global ones; its types list it only for the global ones.
import { useTranslation, type UseTranslationOptions } from 'react-i18next'

const OPTIONS = { bindI18nStore: 'added' } as UseTranslationOptions<undefined>

export const useComposerTranslation = () => useTranslation(undefined, OPTIONS)
