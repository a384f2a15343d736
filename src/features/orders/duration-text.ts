// A line's duration as the interface language writes it: '2 周' (the shop's unit labels, domain UNIT_LABEL in zh-CN),
// or 永久 for a permanent licence.
import { useTranslation } from 'react-i18next'
import type { OrderLine } from '../../api/queries/order-detail-queries'

export function useDurationText(): (line: Pick<OrderLine, 'duration' | 'durationunion'>) => string {
  const { t } = useTranslation()
  return ({ duration, durationunion }) =>
    durationunion === 'none' ? t('orders.permanent') : t('paystep.lines.durationText', { duration, unit: t(`shop.unit.${durationunion}`) })
}
