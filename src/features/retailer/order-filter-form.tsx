// The order table's filter: part of the order number and a date range (calendar days); applied on submit, reset clears.
import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { LIST_SEARCH_MAX_LENGTH } from '../../../domain/limits'
import type { RetailerOrderFilter } from '../../api/queries/retailer-queries'

interface OrderFilterFormProps {
  filter: RetailerOrderFilter
  onApply: (filter: RetailerOrderFilter) => void
}

const EMPTY: RetailerOrderFilter = { ordernum: '', startDate: '', endDate: '' }

export function OrderFilterForm({ filter, onApply }: OrderFilterFormProps): React.JSX.Element {
  const { t } = useTranslation()
  const [draft, setDraft] = useState(filter)
  const reversed = draft.startDate !== '' && draft.endDate !== '' && draft.endDate < draft.startDate
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (reversed) return
    onApply({ ...draft, ordernum: draft.ordernum.trim() })
  }
  const set = (key: keyof RetailerOrderFilter) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setDraft((previous) => ({ ...previous, [key]: event.target.value }))
  return (
    <Stack as="form" gap="2" onSubmit={submit} aria-label={t('retailer.orders.filter.label')} data-testid="retailer-filter" role="search">
      <HStack gap="3" wrap="wrap" align="flex-end">
        <Field.Root width={{ base: 'full', sm: '14rem' }}>
          <Field.Label>{t('retailer.orders.filter.ordernum')}</Field.Label>
          <Input
            size="sm"
            value={draft.ordernum}
            maxLength={LIST_SEARCH_MAX_LENGTH}
            placeholder={t('retailer.orders.filter.ordernumPlaceholder')}
            onChange={set('ordernum')}
            data-testid="retailer-filter-ordernum"
          />
        </Field.Root>
        <Field.Root width={{ base: 'full', sm: '11rem' }}>
          <Field.Label>{t('retailer.orders.filter.startDate')}</Field.Label>
          <Input
            size="sm"
            type="date"
            value={draft.startDate}
            max={draft.endDate || undefined}
            onChange={set('startDate')}
            data-testid="retailer-filter-start"
          />
        </Field.Root>
        <Field.Root width={{ base: 'full', sm: '11rem' }} invalid={reversed}>
          <Field.Label>{t('retailer.orders.filter.endDate')}</Field.Label>
          <Input
            size="sm"
            type="date"
            value={draft.endDate}
            min={draft.startDate || undefined}
            onChange={set('endDate')}
            aria-describedby={reversed ? 'retailer-filter-date-error' : undefined}
            data-testid="retailer-filter-end"
          />
        </Field.Root>
        <HStack gap="2">
          <Button type="submit" size="sm" colorPalette="blue" disabled={reversed} data-testid="retailer-filter-search">
            {t('retailer.orders.filter.search')}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => {
              setDraft(EMPTY)
              onApply(EMPTY)
            }}
            data-testid="retailer-filter-reset"
          >
            {t('retailer.orders.filter.reset')}
          </Button>
        </HStack>
      </HStack>
      {reversed && (
        <Text id="retailer-filter-date-error" role="alert" fontSize="sm" color="red.700" data-testid="retailer-filter-date-error">
          {t('retailer.orders.filter.dateOrder')}
        </Text>
      )}
    </Stack>
  )
}
