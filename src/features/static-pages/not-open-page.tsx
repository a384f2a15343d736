import { useTranslation } from 'react-i18next'
import { BackHomeButton } from './back-home-button'
import { StatusPage } from './status-page'
import { usePageTitle } from '../../components/use-page-title'

function ConstructionArt(): React.JSX.Element {
  return (
    <svg width="140" height="120" viewBox="0 0 140 120" fill="none" stroke="currentColor" strokeWidth="4">
      <path d="M20 104h100M34 104L70 20l36 84" strokeLinejoin="round" />
      <path d="M46 76h48M56 52h28" />
    </svg>
  )
}

export function NotOpenPage(): React.JSX.Element {
  const { t } = useTranslation()
  usePageTitle(t('titles.notOpen'))
  return (
    <StatusPage
      testId="page-not-open"
      art={<ConstructionArt />}
      title={t('pages.notOpen')}
      hint={t('pages.notOpenHint')}
      actions={<BackHomeButton />}
    />
  )
}
