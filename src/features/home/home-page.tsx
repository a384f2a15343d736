// Home: banner carousel, three product cards, typical-application tiles, company figures.
import { Box, Button, Heading, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { productListOptions } from '../../api/queries/product-queries'
import { renderedWhenNear } from '../../shell/rendered-when-near'
import { ApplicationTiles } from './application-tiles'
import { BannerCarousel } from './banner-carousel'
import { homeCards } from './product-cards'
import { usePageTitle } from '../../components/use-page-title'
import { pageColumn } from '../../components/layout-sizes'

const FIGURES = [
  { value: '30+', label: 'home.figureIp' },
  { value: '7+', label: 'home.figurePatents' },
  { value: '80%+', label: 'home.figureRd' },
  { value: '100%+', label: 'home.figureGrowth' },
] as const

const CARD_TEXT = {
  SummitMap: 'home.cardSummitMap',
  SummitSolid: 'home.cardSummitSolid',
  SummitLab: 'home.cardSummitLab',
} as const

export function HomePage(): React.JSX.Element {
  const { t } = useTranslation()
  usePageTitle(t('titles.home'))
  const products = useSuspenseQuery(productListOptions()).data
  const cards = homeCards(products?.list ?? [])

  return (
    <Box data-testid="page-home">
      {/* The page's one first-level heading (axe: page-has-heading-one); the carousel's slides carry the visible ones. */}
      <VisuallyHidden asChild>
        <h1>{t('common.brand')}</h1>
      </VisuallyHidden>
      <BannerCarousel products={products?.list ?? []} />

      <Box {...pageColumn(1200)} px="6" py="16">
        <Heading as="h2" size="2xl" textAlign="center" mb="10">
          {t('home.productsTitle')}
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="8">
          {cards.map((card) => (
            <Stack
              key={card.type}
              bg="white"
              borderRadius="lg"
              boxShadow="md"
              p="8"
              gap="4"
              transition="transform 0.2s, box-shadow 0.2s"
              _hover={{ transform: 'translateY(-4px)', boxShadow: 'xl' }}
              data-testid="home-product-card"
              data-type={card.type}
            >
              <RouterLink to="/AllProducts" search={{ name: card.type }} data-testid="home-product-link">
                <Heading as="h3" size="xl" color="blue.700">
                  {card.type}
                </Heading>
                <Text mt="1" fontSize="sm" color="gray.500">
                  {t(`productType.${card.type}`)}
                </Text>
                <Text mt="4" color="gray.700" minHeight="3em">
                  {t(CARD_TEXT[card.type])}
                </Text>
              </RouterLink>
              <Box>
                <Button asChild colorPalette="blue" variant={card.free ? 'solid' : 'outline'} data-testid="home-card-action">
                  <RouterLink to="/Buy" search={card.free ? { value: 'free' } : { value: card.type }}>
                    {card.free ? t('home.freeTrial') : t('home.subscribe')}
                  </RouterLink>
                </Button>
              </Box>
            </Stack>
          ))}
        </SimpleGrid>
      </Box>

      <ApplicationTiles />

      <Box bg="white" py="16" px="6" {...renderedWhenNear({ base: 'auto 450px', md: 'auto 360px' })}>
        <Heading as="h2" size="2xl" textAlign="center" mb="10">
          {t('home.figuresTitle')}
        </Heading>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="8" {...pageColumn(1200)} data-testid="home-figures">
          {FIGURES.map((figure) => (
            <Stack key={figure.label} align="center" gap="1">
              <Text fontSize="4xl" fontWeight="bold" color="blue.600">
                {figure.value}
              </Text>
              <Text color="gray.600">{t(figure.label)}</Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Box textAlign="center" mt="10">
          <Button asChild colorPalette="blue" variant="outline">
            <RouterLink to="/FlashNote" target="_blank" rel="noopener" data-testid="home-get-latest">
              {t('home.getLatest')}
              <VisuallyHidden>{t('storefront.searchNews.news.newTab')}</VisuallyHidden>
            </RouterLink>
          </Button>
        </Box>
      </Box>
    </Box>
  )
}
