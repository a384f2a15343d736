// The support pages' loading and error states (QueryBoundary with the support texts).
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { QueryBoundary } from '../../components/query-boundary'

export function SupportBoundary({ testId, children }: { testId: string; children: ReactNode }): React.JSX.Element {
  const { t } = useTranslation()
  return (
    <QueryBoundary loading={t('storefront.support.loading')} failed={t('storefront.support.loadFailed')} testId={testId}>
      {children}
    </QueryBoundary>
  )
}
