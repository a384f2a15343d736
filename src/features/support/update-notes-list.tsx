// Software update notes, five a page (VIP only: rendered inside VipContent).
import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { updateNotesOptions, UPDATE_NOTES_PER_PAGE } from '../../api/queries/support-queries'
import { ListPagination } from '../../components/list-pagination'
import { useListPage } from '../../components/use-list-page'
import { EmptyListNote } from '../../components/empty-list-note'
import { FallbackBadge } from '../../components/content-lang'

export function UpdateNotesList({ viewer }: { viewer: string }): React.JSX.Element {
  const { t } = useTranslation()
  const { page, setPage, changing } = useListPage()
  const { data } = useSuspenseQuery(updateNotesOptions(viewer, page))
  const list = data?.list ?? []
  if (list.length === 0)
    return <EmptyListNote text={t('storefront.support.empty')} page={page} onPageChange={setPage} testId="update-notes" />
  return (
    <>
      <Stack as="ul" gap="3" listStyleType="none" data-testid="update-notes" aria-busy={changing || undefined}>
        {list.map((note) => (
          <Box as="li" key={note.id} p="4" borderWidth="1px" borderRadius="md" lang={note.lang} data-testid="update-note">
            <HStack gap="3" mb="1">
              <Text fontWeight="semibold">
                {note.newestname}
                <FallbackBadge lang={note.lang} />
              </Text>
              <Badge colorPalette="blue">{note.newestversionnumber}</Badge>
            </HStack>
            <Text color="gray.700">{note.newestexplain}</Text>
          </Box>
        ))}
      </Stack>
      <ListPagination
        total={data?.pagination.total ?? 0}
        pageSize={UPDATE_NOTES_PER_PAGE}
        page={page}
        onPageChange={setPage}
        busy={changing}
        testId="update-notes-pages"
      />
    </>
  )
}
