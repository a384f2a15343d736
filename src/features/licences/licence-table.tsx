// The licence table grouped by machine code: a header row per machine (with 生成 or 更新许可 when it holds drafts),
// then its rows: product, duration, state (0 not created, 1 created, 2 expired), end time (永久 when none), machine
// code, and the row's action (a draft is deleted locally; a created or expired licence downloads its file).
import { Badge, Box, Button, HStack, Table, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { useDurationText } from '../../components/duration-text'
import { DASH, useListFormat } from '../../components/list-format'
import { STACKED_BELOW_LG } from '../../components/stacked-table'
import type { Licence } from '../../api/queries/licence-queries'
import type { LicenceDraft } from './licence-drafts'
import type { MachineGroup } from './licence-groups'
import { LicenceDownloadButton } from './licence-download-button'

const STATE_PALETTE = { 0: 'gray', 1: 'green', 2: 'red' } as const

/** A machine code (up to 200 characters, often without a break) wraps anywhere inside its cell and its group's
 *  heading; duration, state, end time and the action keep their text on one line, so the code's column cannot squeeze
 *  them to a character a line. Below 1024 px each licence is a card (components/stacked-table.ts). */
const LICENCE_TABLE_CSS = {
  '& [data-code]': { overflowWrap: 'anywhere', wordBreak: 'normal' },
  '@media (min-width: 1024px)': { '& [data-nowrap]': { whiteSpace: 'nowrap' } },
  ...STACKED_BELOW_LG,
} as const
const COLUMNS = 6

interface LicenceTableProps {
  groups: MachineGroup[]
  /** The product's name for a server row (the row carries only its id and product line). */
  productName: (licence: Licence) => string
  onDeleteDraft: (draft: LicenceDraft) => void
  onCreateDrafts: (group: MachineGroup) => void
}

export function LicenceTable({ groups, productName, onDeleteDraft, onCreateDrafts }: LicenceTableProps): React.JSX.Element {
  const { t } = useTranslation()
  const format = useListFormat()
  const durationText = useDurationText()

  return (
    <Box overflowX="auto" data-testid="licences-table-scroll">
      <Table.Root
        size="sm"
        variant="outline"
        minWidth="720px"
        css={LICENCE_TABLE_CSS}
        aria-label={t('licenceTab.tableLabel')}
        data-testid="licences-table"
      >
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('licenceTab.columns.product')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('licenceTab.columns.duration')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('licenceTab.columns.state')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('licenceTab.columns.endTime')}</Table.ColumnHeader>
            <Table.ColumnHeader width="35%">{t('licenceTab.columns.machineCode')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('licenceTab.columns.actions')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        {groups.map((group) => (
          <Table.Body key={group.machinecode} data-testid="licence-group" data-machine={group.machinecode} data-action={group.action ?? ''}>
            <Table.Row bg="gray.50">
              <Table.ColumnHeader colSpan={COLUMNS} scope="rowgroup">
                <HStack justify="space-between" wrap="wrap" gap="2">
                  <Text as="span" fontWeight="semibold" minWidth="0" data-code="">
                    {t('licenceTab.machineGroup', { code: group.machinecode })}
                  </Text>
                  {group.action && (
                    <Button
                      size="xs"
                      colorPalette="blue"
                      aria-label={t(group.action === 'update' ? 'licenceTab.updateLabel' : 'licenceTab.createLabel', {
                        code: group.machinecode,
                      })}
                      onClick={() => onCreateDrafts(group)}
                      data-testid={`licence-group-${group.action}`}
                    >
                      {t(group.action === 'update' ? 'licenceTab.update' : 'licenceTab.create')}
                    </Button>
                  )}
                </HStack>
              </Table.ColumnHeader>
            </Table.Row>
            {group.rows.map((row) =>
              row.kind === 'draft' ? (
                <Table.Row key={`draft/${row.draft.lineId}`} data-testid="licence-row" data-state="0">
                  <Table.Cell
                    data-stack="title"
                    fontWeight={{ base: 'semibold', lg: 'normal' }}
                    data-nowrap=""
                    data-testid="licence-product"
                  >
                    {row.draft.productname}
                  </Table.Cell>
                  <Table.Cell data-label={t('licenceTab.columns.duration')} data-nowrap="" data-testid="licence-duration">
                    {durationText(row.draft)}
                  </Table.Cell>
                  <Table.Cell data-label={t('licenceTab.columns.state')} data-nowrap="">
                    <Badge colorPalette={STATE_PALETTE[0]} data-testid="licence-state">
                      {t('licenceTab.state.0')}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell data-label={t('licenceTab.columns.endTime')} data-nowrap="" data-testid="licence-end">
                    {DASH}
                  </Table.Cell>
                  <Table.Cell data-label={t('licenceTab.columns.machineCode')} data-code="" data-testid="licence-machine">
                    {row.draft.machinecode}
                  </Table.Cell>
                  <Table.Cell data-nowrap="">
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      aria-label={t('licenceTab.deleteLabel', { product: row.draft.productname, code: row.draft.machinecode })}
                      onClick={() => onDeleteDraft(row.draft)}
                      data-testid="licence-draft-delete"
                    >
                      {t('licenceTab.delete')}
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ) : (
                <Table.Row key={row.licence.id} data-testid="licence-row" data-state={row.licence.state} data-id={row.licence.id}>
                  <Table.Cell data-stack="title" fontWeight={{ base: 'semibold', lg: 'normal' }} data-testid="licence-product">
                    <HStack gap="2" wrap="wrap">
                      <span data-nowrap="">{productName(row.licence)}</span>
                      {row.licence.licensetype === 'trial' && (
                        <Badge colorPalette="purple" data-testid="licence-trial">
                          {t('licenceTab.trial')}
                        </Badge>
                      )}
                    </HStack>
                  </Table.Cell>
                  <Table.Cell data-label={t('licenceTab.columns.duration')} data-nowrap="" data-testid="licence-duration">
                    {durationText(row.licence)}
                  </Table.Cell>
                  <Table.Cell data-label={t('licenceTab.columns.state')} data-nowrap="">
                    <Badge colorPalette={STATE_PALETTE[row.licence.state]} data-testid="licence-state">
                      {t(`licenceTab.state.${row.licence.state}`)}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell data-label={t('licenceTab.columns.endTime')} data-nowrap="" data-testid="licence-end">
                    {row.licence.endtime ? format.dateTime(row.licence.endtime) : t('licenceTab.permanent')}
                  </Table.Cell>
                  <Table.Cell data-label={t('licenceTab.columns.machineCode')} data-code="" data-testid="licence-machine">
                    {row.licence.machinecode}
                  </Table.Cell>
                  <Table.Cell data-nowrap="">
                    {row.licence.state !== 0 && (
                      <LicenceDownloadButton
                        licenceId={row.licence.id}
                        product={productName(row.licence)}
                        machinecode={row.licence.machinecode}
                      />
                    )}
                  </Table.Cell>
                </Table.Row>
              ),
            )}
          </Table.Body>
        ))}
      </Table.Root>
    </Box>
  )
}
