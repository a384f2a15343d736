// /SoftwareSupportDetail?section=software|video|update|document: one software-support section on its own page.
import { Box, Link } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { usePageTitle } from '../../components/use-page-title'
import { SoftwareSectionBody, useSectionTitle, type SoftwareSection } from './software-sections'
import { SupportSection } from './support-section'
import { pageColumn } from '../../components/layout-sizes'

export function SoftwareSupportDetailPage({ section }: { section: SoftwareSection }): React.JSX.Element {
  const { t } = useTranslation()
  const title = useSectionTitle(section)
  usePageTitle(title)
  return (
    <Box {...pageColumn(1200)} px={{ base: '4', md: '6' }} py="8" data-testid="page-software-support-detail">
      <Link asChild color="blue.700" textDecoration="underline">
        <RouterLink to="/SoftwareSupport">{t('storefront.support.software.back')}</RouterLink>
      </Link>
      <SupportSection title={title} level="h1" testId={`section-${section}`}>
        <SoftwareSectionBody section={section} />
      </SupportSection>
    </Box>
  )
}
