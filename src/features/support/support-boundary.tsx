// The support pages' loading and error states (QueryBoundary with the support texts).
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { QueryBoundary } from '../../components/query-boundary'

export function SupportBoundary({
  testId,
  notFound,
  children,
}: {
  testId: string
  notFound?: ReactNode
  children: ReactNode
}): React.JSX.Element {
  const { t } = useTranslation()
  return (
    <QueryBoundary
      loading={t('storefront.support.loading')}
      failed={t('storefront.support.loadFailed')}
      testId={testId}
      notFound={notFound}
    >
      {children}
    </QueryBoundary>
  )
}
