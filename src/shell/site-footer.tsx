// Footer (only at window width 840 and up): link columns, contact values from the API, ICP number, two QR images.
import { Box, Flex, Image, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { INTRO_PRODUCTS } from '../../domain/product-types'
import { ContactValue } from './contact-value'
import { renderedWhenNear } from './rendered-when-near'
import { ABOUT_SECTIONS, HELP_DESK_URL, ICP_RECORD_NUMBER, ICP_RECORD_URL, asset } from './site-constants'
import { pageColumn } from '../components/layout-sizes'

const QR_CODES = [
  { file: 'qr-official.svg', label: 'footer.qrOfficial' },
  { file: 'qr-workgroup.svg', label: 'footer.qrWorkGroup' },
] as const

const columnTitle = { fontWeight: 'bold', color: 'white', mb: '3', fontSize: 'md' } as const
const footerLink = { color: 'gray.300', fontSize: 'sm', _hover: { color: 'white' } } as const

export function SiteFooter(): React.JSX.Element {
  const { t } = useTranslation()
  return (
    <Box as="footer" bg="gray.900" color="gray.300" pt="10" pb="6" data-testid="site-footer" {...renderedWhenNear('auto 260px')}>
      <Box {...pageColumn(1400)} px="6">
        <Flex gap="10" justify="space-between" wrap="wrap">
          <SimpleGrid columns={3} gap="12" flex="1" minWidth="420px">
            <Stack gap="2">
              <Text {...columnTitle}>{t('footer.products')}</Text>
              {INTRO_PRODUCTS.map((name) => (
                <Link key={name} asChild {...footerLink}>
                  <RouterLink to="/AllProducts" search={{ name }}>
                    {name}
                  </RouterLink>
                </Link>
              ))}
            </Stack>
            <Stack gap="2">
              <Text {...columnTitle}>{t('footer.support')}</Text>
              <Link asChild {...footerLink}>
                <RouterLink to="/Service" search={{ type: 'update' }}>
                  {t('menu.softwareSupport')}
                </RouterLink>
              </Link>
              <Link {...footerLink} href={HELP_DESK_URL} target="_blank" rel="noopener noreferrer">
                {t('menu.questionExchange')}
              </Link>
              <Link asChild {...footerLink}>
                <RouterLink to="/Service" search={{ type: 'contact' }}>
                  {t('menu.contactUs')}
                </RouterLink>
              </Link>
            </Stack>
            <Stack gap="2">
              <Text {...columnTitle}>{t('footer.about')}</Text>
              {ABOUT_SECTIONS.filter((name) => name !== 'aboutmap').map((name) => (
                <Link key={name} asChild {...footerLink}>
                  <RouterLink to="/AboutUs" search={{ name }}>
                    {t(`menu.${name}`)}
                  </RouterLink>
                </Link>
              ))}
            </Stack>
          </SimpleGrid>

          <Stack gap="2" fontSize="sm" minWidth="260px" data-testid="footer-contact">
            <Text>
              {t('footer.address')}: <ContactValue type="address" testId="footer-address" />
            </Text>
            <Text>
              {t('footer.phone')}: <ContactValue type="phone" testId="footer-phone" />
            </Text>
            <Text>
              {t('footer.salesEmail')}: <ContactValue type="email" testId="footer-email" />
            </Text>
          </Stack>

          <Flex gap="6">
            {QR_CODES.map((qr) => (
              <Stack key={qr.file} align="center" gap="2">
                <Image src={asset(qr.file)} loading="lazy" alt={t(qr.label)} width="96px" height="96px" bg="white" p="1" />
                <Text fontSize="xs">{t(qr.label)}</Text>
              </Stack>
            ))}
          </Flex>
        </Flex>

        <Flex borderTopWidth="1px" borderColor="gray.700" mt="8" pt="4" justify="center" gap="6" fontSize="xs" color="gray.400" wrap="wrap">
          <Text>{t('footer.copyright', { year: new Date().getFullYear() })}</Text>
          <Link href={ICP_RECORD_URL} target="_blank" rel="noopener noreferrer" color="gray.400" data-testid="footer-icp">
            {t('footer.icp')}: {ICP_RECORD_NUMBER}
          </Link>
        </Flex>
      </Box>
    </Box>
  )
}
