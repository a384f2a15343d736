import { Button } from '@chakra-ui/react'
import { useRouter } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { StatusPage } from './status-page'
import { usePageTitle } from '../../components/use-page-title'

function OfflineArt(): React.JSX.Element {
  return (
    <svg width="140" height="120" viewBox="0 0 140 120" fill="none" stroke="currentColor" strokeWidth="5" strokeLinecap="round">
      <path d="M20 50a72 72 0 0 1 100 0M38 68a46 46 0 0 1 64 0M56 86a20 20 0 0 1 28 0" />
      <circle cx="70" cy="102" r="4" fill="currentColor" />
      <path d="M30 20l80 90" stroke="#E53E3E" />
    </svg>
  )
}

interface NetworkAnomalyPageProps {
  /** What "retry" does; by default it goes back to the page that failed. */
  onRetry?: () => void
}

export function NetworkAnomalyPage({ onRetry }: NetworkAnomalyPageProps): React.JSX.Element {
  const { t } = useTranslation()
  usePageTitle(t('titles.network'))
  const router = useRouter()
  const retry = onRetry ?? (() => (window.history.length > 1 ? router.history.back() : void router.navigate({ to: '/Home' })))
  return (
    <StatusPage
      testId="page-network-anomaly"
      art={<OfflineArt />}
      title={t('pages.networkTitle')}
      hint={t('pages.networkHint')}
      actions={
        <Button colorPalette="blue" onClick={retry} data-testid="retry-button">
          {t('common.retry')}
        </Button>
      }
    />
  )
}
