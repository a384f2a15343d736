// The forum's loading (a skeleton of rows, or a spinner) and error-with-retry states.
import { Skeleton, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { QueryBoundary } from '../../components/query-boundary'
import { forumErrorText } from './forum-error'

export function ForumBoundary({ testId, rows, children }: { testId: string; rows?: number; children: ReactNode }): React.JSX.Element {
  const { t } = useTranslation()
  return (
    <QueryBoundary
      loading={t('forum.loading')}
      failed={(error) => forumErrorText(error, t('forum.loadFailed'))}
      testId={testId}
      fallback={rows ? <RowsSkeleton rows={rows} /> : undefined}
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

/** Nothing to show outside a paged list (a paged list shows EmptyListNote). */
export function ForumEmpty({ testId }: { testId: string }): React.JSX.Element {
  const { t } = useTranslation()
  return (
    <Text color="gray.600" py="6" textAlign="center" data-testid={`${testId}-empty`}>
      {t('forum.empty')}
    </Text>
  )
}
