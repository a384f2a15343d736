// A reopened order's lines at step 2 (the amount above them is the server's order amount, never recomputed here).
import { Box, Table, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { WizardItem } from '../../../../machines/checkout'
import { asPaystepItems } from './paystep-items'
import { useDurationText } from '../../../components/duration-text'

export function ReopenedOrderLines({ items }: { items: readonly WizardItem[] }): React.JSX.Element {
  const { t } = useTranslation()
  const durationText = useDurationText()
  return (
    <Box width="full" overflowX="auto" borderWidth="1px" borderRadius="md" bg="white">
      <Table.Root size="sm" data-testid="paystep-reopened-lines">
        <Table.Caption captionSide="top" textAlign="start" px="3" py="2">
          <Text as="span" fontWeight="bold">
            {t('paystep.reopened.lines')}
          </Text>
        </Table.Caption>
        <Table.Header>
          <Table.Row bg="gray.50">
            <Table.ColumnHeader>{t('paystep.lines.product')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('paystep.lines.spec')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('paystep.lines.quantity')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {asPaystepItems(items).map((item, index) => (
            <Table.Row key={`${item.productid}-${index}`} data-testid="paystep-reopened-line">
              <Table.Cell>{item.productname}</Table.Cell>
              <Table.Cell>{durationText(item)}</Table.Cell>
              <Table.Cell>{item.number}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  )
}
