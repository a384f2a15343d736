// Product introduction: an overview of all five product lines; the name query picks the line shown with its intro,
// picture, products and feature tabs (the AllProducts pieces).
import { Box, Heading, HStack, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link as RouterLink, useSearch } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { productFunctionsByTypeOptions } from '../../api/queries/product-function-queries'
import { productListOptions } from '../../api/queries/product-queries'
import { PRODUCT_TYPES, type ProductType } from '../../../domain/product-types'
import { FeatureTabs } from '../../components/feature-tabs'
import { FeatureSection } from '../../components/feature-section'
import { uniqueFeatures } from '../../api/feature-points'
import { firstImageUrl } from '../../api/product-image-url'
import { hasFreeTrial } from '../../api/free-trial'
import { productLineFromName } from './intro-product-line'
import { ProductLineActions } from './product-line-actions'
import { usePageTitle } from '../../components/use-page-title'
import { pageColumn } from '../../components/layout-sizes'

export function ProductsIntroPage(): React.JSX.Element {
  const { t } = useTranslation()
  usePageTitle(t('titles.productsIntro'))
  const { name } = useSearch({ from: '/Productsintro' })
  const type = productLineFromName(name)
  const products = useSuspenseQuery(productListOptions()).data?.list ?? []
  const functions = useSuspenseQuery(productFunctionsByTypeOptions(type)).data?.list ?? []
  const line = products.filter((product) => product.type === type)
  const image = line.map((product) => firstImageUrl(product.img)).find(Boolean)
  const tabs = uniqueFeatures(functions).map((point) => ({
    key: point.id,
    title: point.pointdata,
    summary: point.pointsubdata,
    text: point.functioncontent,
    lang: point.lang,
  }))

  return (
    <Box data-testid="page-products-intro" data-type={type}>
      <Box bg="white" borderBottomWidth="1px" borderColor="gray.200" py="10" px="6">
        <Stack {...pageColumn(1200)} gap="3" textAlign="center">
          <Heading as="h1" size="3xl" data-testid="productsintro-title">
            {t('storefront.products.introListTitle')}
          </Heading>
          <Text color="gray.600">{t('storefront.products.introListText')}</Text>
          <LineSwitcher current={type} />
        </Stack>
      </Box>

      <Box bgGradient="to-r" gradientFrom="blue.900" gradientTo="teal.600" color="white" py={{ base: '10', md: '16' }} px="6">
        <SimpleGrid {...pageColumn(1200)} columns={{ base: 1, md: 2 }} gap="10" alignItems="center">
          <Stack gap="5">
            <Text fontSize="sm" letterSpacing="widest" opacity={0.8}>
              {t('storefront.products.introTitle')}
            </Text>
            <Heading as="h2" size={{ base: '2xl', md: '4xl' }} data-testid="productsintro-line">
              {type}
            </Heading>
            <Text fontSize="xl">{t(`storefront.products.${type}Slogan`)}</Text>
            <Text opacity={0.9} lineHeight="1.9">
              {t(`storefront.products.${type}Intro`)}
            </Text>
            {line.length > 0 && (
              <HStack gap="2" flexWrap="wrap" data-testid="productsintro-products">
                {line.map((product) => (
                  <Text key={product.id} as="span" fontSize="sm" px="3" py="1" borderRadius="full" bg="whiteAlpha.200" lang={product.lang}>
                    {product.name}
                  </Text>
                ))}
              </HStack>
            )}
            <ProductLineActions type={type} free={hasFreeTrial(products, type)} />
          </Stack>
          {image && (
            <Image
              src={image}
              alt={t('freeSoft.intro.imageAlt', { name: type })}
              width="100%"
              maxHeight="360px"
              objectFit="contain"
              borderRadius="lg"
              bg="whiteAlpha.100"
            />
          )}
        </SimpleGrid>
      </Box>

      <FeatureSection title={t('freeSoft.intro.featuresTitle')}>
        <FeatureTabs key={type} tabs={tabs} testId="productsintro-feature-tab" empty={t('freeSoft.intro.noFeatures')} />
      </FeatureSection>
    </Box>
  )
}

function LineSwitcher({ current }: { current: ProductType }): React.JSX.Element {
  const { t } = useTranslation()
  return (
    <HStack as="nav" aria-label={t('freeSoft.intro.switcher')} justify="center" gap="2" flexWrap="wrap" mt="4">
      {PRODUCT_TYPES.map((type) => (
        <Box
          asChild
          key={type}
          px="4"
          py="2"
          borderRadius="md"
          fontWeight={type === current ? 'bold' : 'normal'}
          bg={type === current ? 'blue.600' : 'gray.100'}
          color={type === current ? 'white' : 'gray.700'}
          _hover={{ bg: type === current ? 'blue.700' : 'gray.200' }}
        >
          <RouterLink
            to="/Productsintro"
            search={{ name: type }}
            aria-current={type === current ? 'page' : undefined}
            data-testid="productsintro-switcher-item"
          >
            {type}
            <Text as="span" ms="2" fontSize="sm">
              {t(`productType.${type}`)}
            </Text>
          </RouterLink>
        </Box>
      ))}
    </HStack>
  )
}
