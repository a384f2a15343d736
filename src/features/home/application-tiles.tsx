// Typical-application tiles: a picture with the title; the description slides up on hover or keyboard focus.
import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { renderedWhenNear } from '../../shell/rendered-when-near'
import { asset } from '../../shell/site-constants'
import { pageColumn } from '../../components/layout-sizes'

const TILES = [
  { key: 'surveying', title: 'storefront.tiles.surveying', text: 'storefront.tiles.surveyingText' },
  { key: 'construction', title: 'storefront.tiles.construction', text: 'storefront.tiles.constructionText' },
  { key: 'power', title: 'storefront.tiles.power', text: 'storefront.tiles.powerText' },
  { key: 'pipeline', title: 'storefront.tiles.pipeline', text: 'storefront.tiles.pipelineText' },
  { key: 'education', title: 'storefront.tiles.education', text: 'storefront.tiles.educationText' },
] as const

export function ApplicationTiles(): React.JSX.Element {
  const { t } = useTranslation()
  return (
    <Box {...pageColumn(1200)} px="6" py="16" {...renderedWhenNear({ base: 'auto 1670px', sm: 'auto 1080px', md: 'auto 490px' })}>
      <Heading as="h2" size="2xl" textAlign="center" mb="10">
        {t('storefront.tiles.title')}
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2, md: 5 }} gap="4">
        {TILES.map((tile) => (
          <Box
            key={tile.key}
            tabIndex={0}
            position="relative"
            height="280px"
            borderRadius="lg"
            overflow="hidden"
            bgImage={`url(${asset(`banners/app-${tile.key}.svg`)})`}
            bgSize="cover"
            backgroundPosition="center"
            color="white"
            data-testid="home-tile"
            data-tile={tile.key}
            css={{
              '& [data-part=text]': { opacity: 0, transform: 'translateY(16px)', transition: 'opacity 0.3s, transform 0.3s' },
              '&:hover [data-part=text], &:focus-visible [data-part=text]': { opacity: 1, transform: 'none' },
              '& [data-part=shade]': { transition: 'background 0.3s' },
              '&:hover [data-part=shade], &:focus-visible [data-part=shade]': { background: 'rgba(10, 30, 60, 0.72)' },
            }}
          >
            <Box data-part="shade" position="absolute" inset="0" bg="rgba(10, 30, 60, 0.25)" />
            <Box position="absolute" left="4" right="4" bottom="5">
              <Heading as="h3" size="md" mb="2">
                {t(tile.title)}
              </Heading>
              <Text data-part="text" data-testid="home-tile-text" fontSize="sm" lineHeight="1.6">
                {t(tile.text)}
              </Text>
            </Box>
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  )
}
