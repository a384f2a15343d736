// /SoftwareSupport: value-add software, teaching videos, software updates and documents (the last two VIP only).
import { Box, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { usePageTitle } from '../../components/use-page-title'
import { SoftwareSectionBand, SOFTWARE_SECTIONS } from './software-sections'
import { SupportSection } from './support-section'
import { pageColumn } from '../../components/layout-sizes'

export function SoftwareSupportPage(): React.JSX.Element {
  const { t } = useTranslation()
  usePageTitle(t('storefront.support.software.title'))
  return (
    <Box {...pageColumn(1200)} px={{ base: '4', md: '6' }} py="8" data-testid="page-software-support">
      <SupportSection title={t('storefront.support.software.title')} level="h1" testId="software-support-head">
        <Text color="gray.700">{t('storefront.support.software.intro')}</Text>
      </SupportSection>
      {SOFTWARE_SECTIONS.map((section) => (
        <SoftwareSectionBand key={section} section={section} withLink />
      ))}
    </Box>
  )
}
