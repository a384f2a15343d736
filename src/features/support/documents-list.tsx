// The documents section (VIP only: rendered inside VipContent): each document opens in a new tab.
import { Box, Link, Stack, Text } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { DOCUMENTS_PAGE_SIZE, softwareDocumentsOptions } from '../../api/queries/support-queries'
import { ListPagination } from '../../components/list-pagination'
import { useListPage } from '../../components/use-list-page'
import { EmptyListNote } from '../../components/empty-list-note'
import { FallbackBadge } from '../../components/content-lang'

export function DocumentsList({ viewer }: { viewer: string }): React.JSX.Element {
  const { t } = useTranslation()
  const { page, setPage, changing } = useListPage()
  const { data } = useSuspenseQuery(softwareDocumentsOptions(viewer, page))
  const list = data?.list ?? []
  if (list.length === 0) return <EmptyListNote text={t('storefront.support.empty')} page={page} onPageChange={setPage} testId="documents" />
  return (
    <>
      <Stack as="ul" gap="3" listStyleType="none" data-testid="documents" aria-busy={changing || undefined}>
        {list.map((doc) => (
          <Box as="li" key={doc.id} p="4" borderWidth="1px" borderRadius="md" lang={doc.lang} data-testid="document">
            {doc.f ? (
              <Link
                href={doc.f}
                target="_blank"
                rel="noopener noreferrer"
                fontWeight="semibold"
                color="blue.700"
                textDecoration="underline"
              >
                {t('storefront.support.software.openDocument', { name: doc.softwarename })}
              </Link>
            ) : (
              <Text fontWeight="semibold">{doc.softwarename}</Text>
            )}
            <FallbackBadge lang={doc.lang} />
            <Text color="gray.700">
              {doc.versionnumber} {doc.softwareexplain}
            </Text>
          </Box>
        ))}
      </Stack>
      <ListPagination
        total={data?.pagination.total ?? 0}
        pageSize={DOCUMENTS_PAGE_SIZE}
        page={page}
        onPageChange={setPage}
        busy={changing}
        testId="documents-pages"
      />
    </>
  )
}
