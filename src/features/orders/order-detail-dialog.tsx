// The order-detail dialog: the order (C_orderManage/detail/{id}) and its lines (C_orderDetail/getList by ordercode).
import { Heading, Stack } from '@chakra-ui/react'
import { useSuspenseQueries } from '@tanstack/react-query'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { orderDetailOptions, orderLinesOptions, type OrderDetail } from '../../api/queries/order-detail-queries'
import type { OrderRow } from '../../api/queries/order-list-queries'
import { FieldList, type Field } from '../../components/field-list'
import { useListFormat } from '../../components/list-format'
import { DialogFrame } from '../../components/dialog-frame'
import { OrderLinesTable } from './order-lines-table'
import { QueryBoundary } from '../../components/query-boundary'
import { useLastValue } from '../../components/use-last-value'
import { toFen } from '../../../domain/pricing'

export function OrderDetailDialog({ order, onClose }: { order: OrderRow | null; onClose: () => void }): React.JSX.Element {
  const { t } = useTranslation()
  const shown = useLastValue(order)
  return (
    <DialogFrame wide open={order !== null} title={t('orders.detail.title')} onClose={onClose} testId="order-detail-dialog">
      {shown && (
        <QueryBoundary loading={t('orders.detail.loading')} failed={t('orders.detail.loadFailed')} testId="order-detail">
          <OrderDetailBody id={shown.id} ordernum={shown.ordernum} />
        </QueryBoundary>
      )}
    </DialogFrame>
  )
}

const paymentStateKey = { 0: 'unpaid', 1: 'paid', 2: 'closed' } as const

function OrderDetailBody({ id, ordernum }: { id: string; ordernum: string }): React.JSX.Element {
  const { t } = useTranslation()
  const format = useListFormat()
  const [{ data: detail }, { data: lines }] = useSuspenseQueries({ queries: [orderDetailOptions(id), orderLinesOptions(ordernum)] })
  const text = (value: string | null | undefined) => (value ? value : t('orders.none'))
  const fields: Field[] = [
    ['ordernum', t('orders.detail.ordernum'), detail.ordernum],
    ['name', t('orders.detail.name'), detail.ordername],
    ['created', t('orders.detail.created'), format.dateTime(detail.creatortime)],
    ['state', t('orders.detail.state'), t(`orders.paymentState.${paymentStateKey[detail.paymentstate]}`)],
    ['amount', t('orders.detail.amount'), format.money(detail.paymentamount)],
    ...discountFields(detail, t, format.money),
    ['method', t('orders.detail.method'), detail.purchasemethod ? t(`orders.purchaseMethod.${detail.purchasemethod}`) : t('orders.none')],
    ['receiver', t('orders.detail.receiver'), text(detail.receivername)],
    ['receiverPhone', t('orders.detail.receiverPhone'), text(detail.receiverphone)],
    ['receiverEmail', t('orders.detail.receiverEmail'), text(detail.receiveremail)],
    ['retailer', t('orders.detail.retailer'), text(detail.retailercode)],
    ['invoice', t('orders.detail.invoice'), invoiceText(detail, t)],
  ]
  return (
    <Stack gap="6" data-testid="order-detail">
      <FieldList fields={fields} testId="order-detail" />
      <Stack gap="3">
        <Heading as="h3" size="sm">
          {t('orders.detail.lines')}
        </Heading>
        <OrderLinesTable lines={lines} />
      </Stack>
    </Stack>
  )
}

/**
 * With a reseller's discount the lines' unit price x duration x count is the original total, not the amount paid:
 * both are shown, as step 1 of the wizard showed them, so the figures add up.
 */
function discountFields(detail: OrderDetail, t: TFunction, money: (yuan: number) => string): Field[] {
  const baseFen = detail.baseamount === undefined || detail.baseamount === null ? null : toFen(detail.baseamount)
  const paidFen = toFen(detail.paymentamount)
  if (baseFen === null || baseFen <= paidFen) return []
  return [
    ['baseamount', t('paystep.amounts.total'), money(baseFen / 100)],
    ['discount', t('paystep.amounts.discount'), money((baseFen - paidFen) / 100)],
  ]
}

function invoiceText(detail: OrderDetail, t: TFunction): string {
  const kind = String(detail.isinvoice ?? 0) as '0' | '1' | '2' | '3'
  return t(`paystep.form.invoiceKinds.${kind}`)
}
