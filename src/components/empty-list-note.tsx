// What a paged list shows without rows. Past page 1 it is the page that is empty, not the list (a link or bookmark to
// a page that no longer exists, or rows gone since it was counted): it says so and offers the first page, where "no
// orders yet" would be untrue.
import { Button, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

export interface EmptyListNoteProps {
  /** Page 1 without rows: the list's "nothing yet", or "no results" for a search. */
  text: string
  /** A later page without rows; the common "nothing on this page" unless the list has its own. */
  pageText?: string
  page: number
  onPageChange: (page: number) => void
  testId: string
}

export function EmptyListNote({ text, pageText, page, onPageChange, testId }: EmptyListNoteProps): React.JSX.Element {
  const { t } = useTranslation()
  const pastFirst = page > 1
  return (
    <Stack align="center" gap="3" py="8" data-testid={`${testId}-empty`}>
      <Text color="gray.600" textAlign="center">
        {pastFirst ? (pageText ?? t('common.pagination.pageEmpty')) : text}
      </Text>
      {pastFirst && (
        <Button size="sm" variant="outline" onClick={() => onPageChange(1)} data-testid={`${testId}-first-page`}>
          {t('common.pagination.firstPage')}
        </Button>
      )}
    </Stack>
  )
}
