// A duration as the interface language writes it: '2 周', '1 month', '3 quarters' (shop.duration, a plural key per
// unit; the zh-CN unit labels are domain UNIT_LABEL's), or 永久 for a permanent one. Every view of a duration shares it:
// the configurator, the cart, the order wizard and order views, the licence tab and the licence dialogs.
import { useTranslation } from 'react-i18next'

type Unit = 'week' | 'month' | 'season' | 'halfyear' | 'none'

export function useDurationText(): (item: { duration?: number | null; durationunion?: Unit | null }) => string {
  const { t } = useTranslation()
  return ({ duration, durationunion }) =>
    !durationunion
      ? '—'
      : durationunion === 'none'
        ? t('orders.permanent')
        : duration === null || duration === undefined
          ? t(`shop.unit.${durationunion}`)
          : t(`shop.duration.${durationunion}`, { count: duration })
}
