// /ContactUs: the company's contact information and the leave-a-message form.
import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { QueryBoundary } from '../../components/query-boundary'
import { usePageTitle } from '../../components/use-page-title'
import { ContactInfoList } from './contact-info-list'
import { ContactMessageForm } from './contact-message-form'
import { pageColumn } from '../../components/layout-sizes'

export function ContactUsPage(): React.JSX.Element {
  const { t } = useTranslation()
  usePageTitle(t('storefront.contact.page.title'))
  return (
    <Box {...pageColumn(1100)} px={{ base: '4', md: '6' }} py={{ base: '6', md: '12' }} data-testid="page-contact-us">
      <Stack gap="3" mb="8">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {t('storefront.contact.page.title')}
        </Heading>
        <Text color="gray.700">{t('storefront.contact.page.intro')}</Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '8', md: '12' }}>
        <Stack as="section" gap="4" aria-labelledby="contact-info-title">
          <Heading as="h2" size="lg" id="contact-info-title">
            {t('storefront.contact.page.infoTitle')}
          </Heading>
          <QueryBoundary loading={t('common.loading')} failed={t('storefront.contact.page.infoFailed')} testId="contact-info">
            <ContactInfoList />
          </QueryBoundary>
        </Stack>
        <Box as="section">
          <ContactMessageForm />
        </Box>
      </SimpleGrid>
    </Box>
  )
}
