// Domestic download page: the two OS + CPU packages of SummitView, each opening its external share link.
import { Box, Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { softwareDownloadsOptions } from '../../api/queries/software-download-queries'
import { useShopMessage } from '../../components/shop-message'
import { findDownload } from '../../api/download-entries'
import { DOMESTIC_PACKAGES } from './domestic-packages'
import { PackageCard } from './package-card'
import { usePageTitle } from '../../components/use-page-title'
import { pageColumn } from '../../components/layout-sizes'

export function GuochanDownloadPage(): React.JSX.Element {
  const { t } = useTranslation()
  usePageTitle(t('titles.guochan'))
  const list = useSuspenseQuery(softwareDownloadsOptions(0)).data?.list
  const show = useShopMessage()

  return (
    <Box data-testid="page-guochan-download">
      <Box bgGradient="to-r" gradientFrom="red.800" gradientTo="orange.600" color="white" py={{ base: '10', md: '16' }} px="6">
        <Stack {...pageColumn(1000)} gap="3">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} data-testid="guochan-title">
            {t('freeSoft.guochan.title')}
          </Heading>
          <Text fontSize="lg" opacity={0.9}>
            {t('freeSoft.guochan.subtitle')}
          </Text>
        </Stack>
      </Box>
      <Stack {...pageColumn(1000)} px="6" py="12" gap="8">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="8">
          {DOMESTIC_PACKAGES.map((pack) => (
            <PackageCard
              key={pack.id}
              pack={pack}
              entry={findDownload(list, pack.entryKey)}
              onMissing={() => show(t('freeSoft.guochan.notFound'), 'warning')}
            />
          ))}
        </SimpleGrid>
        <Text color="gray.600" fontSize="sm">
          {t('freeSoft.guochan.note')}
        </Text>
        <Box>
          <Button asChild variant="outline" colorPalette="gray">
            <RouterLink to="/FreeSoft" data-testid="guochan-back">
              {t('freeSoft.guochan.back')}
            </RouterLink>
          </Button>
        </Box>
      </Stack>
    </Box>
  )
}
