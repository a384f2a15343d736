// The forum's loading (a skeleton of rows, or a spinner) and error-with-retry states.
import { Skeleton, Stack } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { QueryBoundary } from '../../components/query-boundary'
import { forumErrorText } from './forum-error'

interface ForumBoundaryProps {
  testId: string
  rows?: number
  /** Shown instead of an error with a retry when the server says it does not exist (404). */
  notFound?: ReactNode
  children: ReactNode
}

export function ForumBoundary({ testId, rows, notFound, children }: ForumBoundaryProps): React.JSX.Element {
  const { t } = useTranslation()
  return (
    <QueryBoundary
      loading={t('forum.loading')}
      failed={(error) => forumErrorText(error, t('forum.loadFailed'))}
      testId={testId}
      fallback={rows ? <RowsSkeleton rows={rows} /> : undefined}
      notFound={notFound}
    >
      {children}
    </QueryBoundary>
  )
}

function RowsSkeleton({ rows }: { rows: number }): React.JSX.Element {
  return (
    <>
      {Array.from({ length: rows }, (_, index) => (
        <Stack key={index} gap="2" p="4" borderWidth="1px" borderRadius="md" aria-hidden="true">
          <Skeleton height="5" width="70%" />
          <Skeleton height="4" width="45%" />
        </Stack>
      ))}
    </>
  )
}
