// Frequently asked questions, 20 a page, each answer behind its question (native details: keyboard and screen
// readers work without script).
import { Box, Stack, Text } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { faqOptions, FAQ_PAGE_SIZE } from '../../api/queries/support-queries'
import { ListPagination } from '../../components/list-pagination'
import { useListPage } from '../../components/use-list-page'
import { EmptyListNote } from '../../components/empty-list-note'
import { FallbackBadge } from '../../components/content-lang'

export function FaqList(): React.JSX.Element {
  const { t } = useTranslation()
  const { page, setPage, changing } = useListPage()
  const { data } = useSuspenseQuery(faqOptions(page))
  const list = data?.list ?? []
  if (list.length === 0) return <EmptyListNote text={t('storefront.support.empty')} page={page} onPageChange={setPage} testId="faq" />
  return (
    <>
      <Stack gap="2" data-testid="faq" aria-busy={changing || undefined}>
        {list.map((item) => (
          <Box asChild key={item.id} borderWidth="1px" borderRadius="md" px="4" py="3" lang={item.lang} data-testid="faq-item">
            <details>
              <Box as="summary" cursor="pointer" fontWeight="semibold">
                {item.question}
                <FallbackBadge lang={item.lang} />
              </Box>
              <Text mt="2" color="gray.700">
                {item.answer}
              </Text>
            </details>
          </Box>
        ))}
      </Stack>
      <ListPagination
        total={data?.pagination.total ?? 0}
        pageSize={FAQ_PAGE_SIZE}
        page={page}
        onPageChange={setPage}
        busy={changing}
        testId="faq-pages"
      />
    </>
  )
}
