// What a product line offers from its introduction: the subscribable lines link to their intro page, Buy and (when
// a product has the free flag) the free trial; SummitTerra is not on sale yet; SummitView is the free download.
import { Button, HStack } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { ProductType } from '../../../domain/product-types'

export function ProductLineActions({ type, free }: { type: ProductType; free: boolean }): React.JSX.Element {
  const { t } = useTranslation()
  const light = { bg: 'white', color: 'blue.700', _hover: { bg: 'blue.50' } } as const
  const outline = { variant: 'outline', color: 'white', borderColor: 'whiteAlpha.700', _hover: { bg: 'whiteAlpha.200' } } as const

  if (type === 'SummitView')
    return (
      <HStack gap="3">
        <Button asChild {...light}>
          <RouterLink to="/FreeSoft" data-testid="productsintro-action">
            {t('freeSoft.intro.freeDownload')}
          </RouterLink>
        </Button>
      </HStack>
    )
  if (type === 'SummitTerra')
    return (
      <HStack gap="3">
        <Button disabled {...light} data-testid="productsintro-action">
          {t('freeSoft.intro.comingSoon')}
        </Button>
      </HStack>
    )
  return (
    <HStack gap="3" flexWrap="wrap">
      <Button asChild {...light}>
        <RouterLink to="/Buy" search={{ value: type }} data-testid="productsintro-action">
          {t('storefront.products.buy')}
        </RouterLink>
      </Button>
      {free && (
        <Button asChild {...outline}>
          <RouterLink to="/Buy" search={{ value: 'free' }}>
            {t('storefront.products.freeTrial')}
          </RouterLink>
        </Button>
      )}
      <Button asChild {...outline}>
        <RouterLink to="/AllProducts" search={{ name: type }}>
          {t('storefront.products.learnMore')}
        </RouterLink>
      </Button>
    </HStack>
  )
}
