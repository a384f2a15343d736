// SummitView, the free spatial data viewer: intro, seven feature tabs, typical applications, downloads and the
// feedback badge.
import { Badge, Box, Button, Heading, HStack, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { asset } from '../../shell/site-constants'
import { FeatureTabs } from '../../components/feature-tabs'
import { FeatureSection } from '../../components/feature-section'
import { ApplicationCards } from './application-cards'
import { DownloadIcons } from './download-icons'
import { FeedbackBadge } from './feedback-badge'
import { FREE_SOFT_FEATURES } from './free-soft-content'
import { usePageTitle } from '../../components/use-page-title'
import { pageColumn } from '../../components/layout-sizes'

export function FreeSoftPage(): React.JSX.Element {
  const { t } = useTranslation()
  usePageTitle(t('titles.freeSoft'))
  const tabs = FREE_SOFT_FEATURES.map((key) => ({ key, title: t(`freeSoft.page.${key}`), text: t(`freeSoft.page.${key}Text`) }))

  return (
    <Box data-testid="page-free-soft">
      <Box bgGradient="to-r" gradientFrom="gray.800" gradientTo="teal.700" color="white" py={{ base: '12', md: '20' }} px="6">
        <SimpleGrid {...pageColumn(1200)} columns={{ base: 1, md: 2 }} gap="10" alignItems="center">
          <Stack gap="5">
            <HStack>
              <Badge colorPalette="green" variant="solid" size="lg" bg="green.700">
                {t('freeSoft.page.free')}
              </Badge>
            </HStack>
            <Heading as="h1" size={{ base: '2xl', md: '4xl' }} data-testid="freesoft-title">
              {t('freeSoft.page.title')}
            </Heading>
            <Text fontSize="xl">{t('freeSoft.page.subtitle')}</Text>
            <Text opacity={0.9} lineHeight="1.9">
              {t('freeSoft.page.intro')}
            </Text>
            <Box>
              <Button asChild bg="white" color="teal.700" _hover={{ bg: 'teal.50' }}>
                <a href="#downloads">{t('freeSoft.page.toDownload')}</a>
              </Button>
            </Box>
          </Stack>
          <Image src={asset('free-soft/hero.svg')} alt={t('freeSoft.page.heroAlt')} width="100%" borderRadius="xl" boxShadow="2xl" />
        </SimpleGrid>
      </Box>

      <FeatureSection title={t('freeSoft.page.featuresTitle')}>
        <FeatureTabs tabs={tabs} testId="freesoft-feature-tab" empty="" />
      </FeatureSection>

      <ApplicationCards />
      <DownloadIcons />
      <FeedbackBadge />
    </Box>
  )
}
