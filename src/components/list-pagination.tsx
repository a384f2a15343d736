// Server-side paging of a list: the total and the page buttons (Chakra Pagination, labelled in the interface language).
// A page chosen from the keyboard keeps the focus in the pagination: next on the way to the last page (or previous to
// the first) is disabled by the change, which would drop the focus to the page's start; it moves to the current page's
// button instead.
import { ButtonGroup, HStack, IconButton, Pagination, Text } from '@chakra-ui/react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { ListBusy } from './list-busy'

interface ListPaginationProps {
  total: number
  pageSize: number
  page: number
  onPageChange: (page: number) => void
  testId: string
  /** For a page kept in the component (useListPage): true while the next page is on its way, which the busy status
   *  beside the total says (the current page stays). Lists paged by the URL leave it out: their route's loader waits. */
  busy?: boolean
}

export function ListPagination({ total, pageSize, page, onPageChange, testId, busy }: ListPaginationProps): React.JSX.Element {
  const { t } = useTranslation()
  const root = useRef<HTMLDivElement>(null)
  const keepFocus = useRef(false)
  useEffect(() => {
    if (!keepFocus.current) return
    keepFocus.current = false
    const active = document.activeElement
    const lost = !active || active === document.body || (active instanceof HTMLButtonElement && active.disabled)
    if (lost) root.current?.querySelector<HTMLElement>('[aria-current="page"]')?.focus()
  }, [page])
  return (
    <HStack ref={root} justify="space-between" wrap="wrap" gap="3" mt="4" data-testid={testId}>
      <HStack gap="2">
        <Text color="gray.600" fontSize="sm" data-testid={`${testId}-total`}>
          {t('common.total', { total })}
        </Text>
        {busy !== undefined && <ListBusy busy={busy} testId={`${testId}-busy`} />}
      </HStack>
      {total > pageSize && (
        <Pagination.Root
          count={total}
          pageSize={pageSize}
          page={page}
          onPageChange={(details) => {
            keepFocus.current = root.current?.contains(document.activeElement) ?? false
            onPageChange(details.page)
          }}
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
