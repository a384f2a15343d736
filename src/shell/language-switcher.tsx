import { NativeSelect } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { SUPPORTED_LANGUAGES, isLanguage } from '../../domain/language'
import { switchLanguage } from '../i18n/i18n'

export function LanguageSwitcher(): React.JSX.Element {
  const { t, i18n } = useTranslation()
  return (
    <NativeSelect.Root size="sm" width="auto" variant="plain">
      <NativeSelect.Field
        data-testid="language-switcher"
        aria-label={t('language.label')}
        value={i18n.language}
        onChange={(event) => {
          if (isLanguage(event.currentTarget.value)) void switchLanguage(event.currentTarget.value)
        }}
      >
        {SUPPORTED_LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {t(`language.${language}`)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  )
}
