import { Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { Product } from '../../../api/queries/product-detail-queries'
import { defaultUnit, formatYuan, unitPriceFen } from '../../../../domain/pricing'

/** The price per month or per week, as the product is priced ('?' when unknown). */
export function ProductPrice({ product }: { product: Product }): React.JSX.Element {
  const { t } = useTranslation()
  const unit = defaultUnit(product)
  return (
    <Text color="red.600" data-testid="product-price">
      {formatYuan(unitPriceFen(product, unit))} {t('shop.perUnit', { unit: t(`shop.unit.${unit}`) })}
    </Text>
  )
}
