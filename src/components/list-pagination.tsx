// Server-side paging of a list: the total and the page buttons (Chakra Pagination, labelled in the interface language).
import { ButtonGroup, HStack, IconButton, Pagination, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

interface ListPaginationProps {
  total: number
  pageSize: number
  page: number
  onPageChange: (page: number) => void
  testId: string
}

export function ListPagination({ total, pageSize, page, onPageChange, testId }: ListPaginationProps): React.JSX.Element {
  const { t } = useTranslation()
  return (
    <HStack justify="space-between" wrap="wrap" gap="3" mt="4" data-testid={testId}>
      <Text color="gray.600" fontSize="sm" data-testid={`${testId}-total`}>
        {t('common.total', { total })}
      </Text>
      {total > pageSize && (
        <Pagination.Root
          count={total}
          pageSize={pageSize}
          page={page}
          onPageChange={(details) => onPageChange(details.page)}
          translations={{
            rootLabel: t('common.pagination.label'),
            prevTriggerLabel: t('common.pagination.prev'),
            nextTriggerLabel: t('common.pagination.next'),
            itemLabel: (details) => t('common.pagination.page', { page: details.page }),
          }}
        >
          <ButtonGroup variant="ghost" size="sm">
            <Pagination.PrevTrigger asChild>
              <IconButton data-testid={`${testId}-prev`}>
                <span aria-hidden="true">‹</span>
              </IconButton>
            </Pagination.PrevTrigger>
            <Pagination.Items
              render={(item) => (
                <IconButton variant={{ base: 'ghost', _selected: 'outline' }} data-testid={`${testId}-page`}>
                  {item.value}
                </IconButton>
              )}
            />
            <Pagination.NextTrigger asChild>
              <IconButton data-testid={`${testId}-next`}>
                <span aria-hidden="true">›</span>
              </IconButton>
            </Pagination.NextTrigger>
          </ButtonGroup>
        </Pagination.Root>
      )}
    </HStack>
  )
}
