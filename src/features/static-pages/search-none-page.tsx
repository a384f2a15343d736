import { Button } from '@chakra-ui/react'
import { useRouter } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { StatusPage } from './status-page'

function EmptySearchArt(): React.JSX.Element {
  return (
    <svg width="140" height="120" viewBox="0 0 140 120" fill="none" stroke="currentColor" strokeWidth="5" strokeLinecap="round">
      <circle cx="60" cy="52" r="32" />
      <path d="M84 76l28 28M48 52h24" />
    </svg>
  )
}

export function SearchNonePage(): React.JSX.Element {
  const { t } = useTranslation()
  const router = useRouter()
  const retry = () => (window.history.length > 1 ? router.history.back() : void router.navigate({ to: '/Home' }))
  return (
    <StatusPage
      testId="page-search-none"
      art={<EmptySearchArt />}
      title={t('pages.searchNone')}
      hint={t('pages.searchNoneHint')}
      actions={
        <Button colorPalette="blue" onClick={retry} data-testid="retry-button">
          {t('pages.searchAgain')}
        </Button>
      }
    />
  )
}
