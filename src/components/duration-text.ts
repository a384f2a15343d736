// A duration as the interface language writes it: '2 周' (the shop's unit labels, domain UNIT_LABEL in zh-CN), or 永久
// for a permanent one. The order views and the licence tab share it.
import { useTranslation } from 'react-i18next'

type Unit = 'week' | 'month' | 'season' | 'halfyear' | 'none'

export function useDurationText(): (item: { duration?: number | null; durationunion?: Unit | null }) => string {
  const { t } = useTranslation()
  return ({ duration, durationunion }) =>
    !durationunion
      ? '—'
      : durationunion === 'none'
        ? t('orders.permanent')
        : t('paystep.lines.durationText', { duration: duration ?? '', unit: t(`shop.unit.${durationunion}`) })
}
