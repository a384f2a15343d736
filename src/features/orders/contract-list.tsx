// One page of the customer's contracts (20 a page): number, name, total amount, start, end, Details. Below 1024 px each
// contract is a card headed by its name (components/stacked-table.ts).
import { Box, Button, Table } from '@chakra-ui/react'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CONTRACT_LIST_PAGE_SIZE } from '../../../domain/limits'
import { contractDetailOptions, contractListOptions, type Contract } from '../../api/queries/contract-queries'
import { prefetchOnIntent } from '../../components/prefetch-on-intent'
import { ContractDetailDialog } from './contract-detail-dialog'
import { ListPagination } from '../../components/list-pagination'
import { EmptyListNote } from '../../components/empty-list-note'
import { useListFormat } from '../../components/list-format'
import { STACKED_BELOW_LG } from '../../components/stacked-table'

interface ContractListProps {
  purchaserid: string
  page: number
  q: string
  onPageChange: (page: number) => void
}

export function ContractList({ purchaserid, page, q, onPageChange }: ContractListProps): React.JSX.Element {
  const { t } = useTranslation()
  const format = useListFormat()
  const { list, pagination } = useSuspenseQuery(contractListOptions({ purchaserid, page, contractnum: q })).data
  const queryClient = useQueryClient()
  const [detailOf, setDetailOf] = useState<Contract | null>(null)

  if (list.length === 0) {
    return (
      <EmptyListNote text={q ? t('orders.searchNone') : t('contracts.empty')} page={page} onPageChange={onPageChange} testId="contracts" />
    )
  }
  return (
    <Box>
      <Box overflowX="auto" data-testid="contracts-table-scroll">
        <Table.Root size="sm" variant="outline" minWidth="760px" css={STACKED_BELOW_LG} data-testid="contracts-table">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('contracts.columns.number')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('contracts.columns.name')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('contracts.columns.amount')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('contracts.columns.start')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('contracts.columns.end')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('contracts.columns.actions')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {list.map((contract) => (
              <Table.Row key={contract.id} data-testid="contract-row" data-contractnum={contract.contractnum}>
                <Table.Cell data-label={t('contracts.columns.number')} data-testid="contract-number">
                  {contract.contractnum}
                </Table.Cell>
                <Table.Cell data-stack="title" fontWeight={{ base: 'semibold', lg: 'normal' }} data-testid="contract-name">
                  {contract.name}
                </Table.Cell>
                <Table.Cell textAlign="end" data-label={t('contracts.columns.amount')} data-testid="contract-amount">
                  {format.money(contract.contractmoney)}
                </Table.Cell>
                <Table.Cell data-label={t('contracts.columns.start')} data-testid="contract-start">
                  {format.date(contract.starttime)}
                </Table.Cell>
                <Table.Cell data-label={t('contracts.columns.end')} data-testid="contract-end">
                  {format.date(contract.endtime)}
                </Table.Cell>
                <Table.Cell>
                  <Button
                    size="xs"
                    variant="outline"
                    aria-label={t('contracts.detailsLabel', { contractnum: contract.contractnum })}
                    onClick={() => setDetailOf(contract)}
                    {...prefetchOnIntent(queryClient, () => [contractDetailOptions(contract.id)])}
                    data-testid="contract-details"
                  >
                    {t('orders.details')}
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <ListPagination
        total={pagination.total}
        pageSize={CONTRACT_LIST_PAGE_SIZE}
        page={pagination.currentPage}
        onPageChange={onPageChange}
        testId="contracts-pagination"
      />
      <ContractDetailDialog contract={detailOf} onClose={() => setDetailOf(null)} />
    </Box>
  )
}
