// Product introduction of one product line: sticky type switcher, intro, video and feature tabs.
import { HEADER_HEIGHT_PX, pageColumn } from '../../components/layout-sizes'
import { Box, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link as RouterLink, useSearch } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { productFunctionsByTypeOptions } from '../../api/queries/product-function-queries'
import { productListOptions } from '../../api/queries/product-queries'
import { INTRO_PRODUCTS, type IntroProduct } from '../../../domain/product-types'
import { asset } from '../../shell/site-constants'
import { hasFreeTrial } from '../../api/free-trial'
import { FeatureTabs } from '../../components/feature-tabs'
import { FeatureSection } from '../../components/feature-section'
import { uniqueFeatures } from '../../api/feature-points'
import { introProductFromName } from './product-type-name'
import { useScrolledPast } from './use-scrolled-past'
import { VideoPlayer } from '../../components/video-player'
import { usePageTitle } from '../../components/use-page-title'

/** Scroll offset from which the type switcher sticks to the top (storefront.md §2). */
const SWITCHER_STICKY_FROM = 124

const MEDIA: Record<IntroProduct, { video: string; poster: string }> = {
  SummitMap: { video: 'seed/videos/install-map.mp4', poster: 'seed/videos/install-map.jpg' },
  SummitSolid: { video: 'seed/videos/install-solid.mp4', poster: 'seed/videos/install-solid.jpg' },
  SummitLab: { video: 'seed/videos/install-lab.mp4', poster: 'seed/videos/install-lab.jpg' },
}

export function AllProductsPage(): React.JSX.Element {
  const { t } = useTranslation()
  usePageTitle(t('titles.allProducts'))
  const { name } = useSearch({ from: '/AllProducts' })
  const type = introProductFromName(name)
  const functions = useSuspenseQuery(productFunctionsByTypeOptions(type)).data?.list ?? []
  const products = useSuspenseQuery(productListOptions()).data?.list ?? []
  const free = hasFreeTrial(products, type)
  const tabs = uniqueFeatures(functions).map((point) => ({
    key: point.id,
    title: point.pointdata,
    summary: point.pointsubdata,
    text: point.functioncontent,
    lang: point.lang,
  }))

  return (
    <Box data-testid="page-all-products" data-type={type}>
      <TypeSwitcher current={type} />

      <Box bgGradient="to-r" gradientFrom="blue.900" gradientTo="teal.600" color="white" py={{ base: '12', md: '20' }} px="6">
        <SimpleGrid {...pageColumn(1200)} columns={{ base: 1, md: 2 }} gap="10" alignItems="center">
          <Stack gap="5">
            <Text fontSize="sm" letterSpacing="widest" opacity={0.8}>
              {t('storefront.products.introTitle')}
            </Text>
            <Heading as="h1" size={{ base: '2xl', md: '4xl' }} data-testid="allproducts-title">
              {type}
            </Heading>
            <Text fontSize="xl">{t(`storefront.products.${type}Slogan`)}</Text>
            <Text opacity={0.9} lineHeight="1.9">
              {t(`storefront.products.${type}Intro`)}
            </Text>
            <HStack gap="3">
              <Button asChild bg="white" color="blue.700" _hover={{ bg: 'blue.50' }}>
                <RouterLink to="/Buy" search={{ value: type }}>
                  {t('storefront.products.buy')}
                </RouterLink>
              </Button>
              {free && (
                <Button asChild variant="outline" color="white" borderColor="whiteAlpha.700" _hover={{ bg: 'whiteAlpha.200' }}>
                  <RouterLink to="/Buy" search={{ value: 'free' }}>
                    {t('storefront.products.freeTrial')}
                  </RouterLink>
                </Button>
              )}
            </HStack>
          </Stack>
          <VideoPlayer
            src={asset(MEDIA[type].video)}
            poster={asset(MEDIA[type].poster)}
            title={t('storefront.products.videoTitle')}
            testId="intro-video"
          />
        </SimpleGrid>
      </Box>

      <FeatureSection title={t('storefront.products.featuresTitle')}>
        <FeatureTabs key={type} tabs={tabs} testId="allproducts-feature-tab" empty={t('storefront.products.noFeatures')} />
      </FeatureSection>
    </Box>
  )
}

function TypeSwitcher({ current }: { current: IntroProduct }): React.JSX.Element {
  const { t } = useTranslation()
  const stuck = useScrolledPast(SWITCHER_STICKY_FROM)
  return (
    // The outer box keeps the bar's height in the flow while the bar itself is fixed.
    <Box height="56px">
      <Box
        as="nav"
        aria-label={t('storefront.products.switcher')}
        position={stuck ? 'fixed' : 'relative'}
        // Below the sticky site header (it used to slide under it).
        top={stuck ? `${HEADER_HEIGHT_PX}px` : '0'}
        left="0"
        right="0"
        zIndex="docked"
        height="56px"
        bg="white"
        boxShadow={stuck ? 'md' : 'xs'}
        data-testid="allproducts-switcher"
        data-stuck={stuck ? 'true' : 'false'}
      >
        <HStack {...pageColumn(1200)} px={{ base: '3', md: '6' }} height="100%" gap="2" overflowX="auto">
          {INTRO_PRODUCTS.map((type) => (
            <Button key={type} asChild size="sm" variant={type === current ? 'solid' : 'ghost'} colorPalette="blue">
              <RouterLink
                to="/AllProducts"
                search={{ name: type }}
                aria-current={type === current ? 'page' : undefined}
                data-testid="allproducts-switcher-item"
              >
                {type}
                <Text as="span" display={{ base: 'none', md: 'inline' }} ms="2" fontWeight="normal">
                  {t(`productType.${type}`)}
                </Text>
              </RouterLink>
            </Button>
          ))}
        </HStack>
      </Box>
    </Box>
  )
}
