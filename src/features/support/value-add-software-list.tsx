// Value-add software, 20 a page: name, version, explanation, the share link and its extract password. Below 1024 px
// each program is a card headed by its name (components/stacked-table.ts).
import { Box, Link, Table, Text } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { valueAddSoftwareOptions, VALUE_ADD_PAGE_SIZE } from '../../api/queries/support-queries'
import { ListPagination } from '../../components/list-pagination'
import { useListPage } from '../../components/use-list-page'
import { EmptyListNote } from '../../components/empty-list-note'
import { FallbackBadge } from '../../components/content-lang'
import { STACKED_BELOW_LG } from '../../components/stacked-table'

export function ValueAddSoftwareList(): React.JSX.Element {
  const { t } = useTranslation()
  const { page, setPage, changing } = useListPage()
  const { data } = useSuspenseQuery(valueAddSoftwareOptions(page))
  const list = data?.list ?? []
  if (list.length === 0) return <EmptyListNote text={t('storefront.support.empty')} page={page} onPageChange={setPage} testId="value-add" />
  return (
    <>
      {/* Not Table.ScrollArea: its white-space: nowrap kept a description on one line, 1500 px wide. */}
      <Box overflowX="auto" borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" css={STACKED_BELOW_LG} data-testid="value-add-table" aria-busy={changing || undefined}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('storefront.support.software.name')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('storefront.support.software.version')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('storefront.support.software.explain')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('storefront.support.software.download')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('storefront.support.software.password')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {list.map((row) => (
              <Table.Row key={row.id} lang={row.lang} data-testid="value-add-row">
                <Table.Cell data-stack="title" fontWeight="medium" data-testid="value-add-name">
                  {row.softwarename}
                  <FallbackBadge lang={row.lang} />
                </Table.Cell>
                <Table.Cell data-label={t('storefront.support.software.version')}>{row.versionnumber}</Table.Cell>
                <Table.Cell data-label={t('storefront.support.software.explain')} minWidth={{ lg: '16em' }}>
                  {row.softwareexplain}
                </Table.Cell>
                <Table.Cell data-label={t('storefront.support.software.download')}>
                  {row.baidudown ? (
                    <Link
                      href={row.baidudown}
                      target="_blank"
                      rel="noopener noreferrer"
                      color="blue.700"
                      textDecoration="underline"
                      data-testid="value-add-download"
                    >
                      {t('storefront.support.software.downloadLink', { name: row.softwarename })}
                    </Link>
                  ) : (
                    <Text color="gray.600">-</Text>
                  )}
                </Table.Cell>
                <Table.Cell data-label={t('storefront.support.software.password')} data-testid="value-add-password">
                  {/* Monospaced, its column's name on a card not. */}
                  <Text as="span" fontFamily="mono">
                    {row.tiqu ?? '-'}
                  </Text>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <ListPagination
        total={data?.pagination.total ?? 0}
        pageSize={VALUE_ADD_PAGE_SIZE}
        page={page}
        onPageChange={setPage}
        busy={changing}
        testId="value-add-pages"
      />
    </>
  )
}
