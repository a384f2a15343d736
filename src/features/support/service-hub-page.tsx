// /Service?type=: the service hub. A menu of the nine service types and the chosen one's section: software updates,
// teaching videos and documents (the software-support sections), FAQ, and the company's contact details.
import { Box, Button, Flex, Link, Stack } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { usePageTitle } from '../../components/use-page-title'
import { ContactDetails, type ContactKind } from './contact-details'
import { FaqList } from './faq-list'
import { SoftwareSectionBody, type SoftwareSection } from './software-sections'
import { SupportBoundary } from './support-boundary'
import { SupportSection } from './support-section'
import { pageColumn } from '../../components/layout-sizes'

export const SERVICE_TYPES = ['update', 'video', 'word', 'problem', 'wechat', 'phone', 'address', 'email', 'contact'] as const
export type ServiceType = (typeof SERVICE_TYPES)[number]
export const isServiceType = (value: unknown): value is ServiceType => SERVICE_TYPES.includes(value as ServiceType)
/** The URL's type, or the default section (update) for none or an unknown one. */
export const serviceTypeOf = (value: unknown): ServiceType => (isServiceType(value) ? value : 'update')

export function ServiceHubPage({ type }: { type: ServiceType }): React.JSX.Element {
  const { t } = useTranslation()
  const title = t(`storefront.support.service.${type}`)
  usePageTitle(`${title} - ${t('storefront.support.service.title')}`)
  return (
    <Flex
      {...pageColumn(1200)}
      px={{ base: '4', md: '6' }}
      py="8"
      gap="8"
      direction={{ base: 'column', md: 'row' }}
      data-testid="page-service"
    >
      <Box as="nav" aria-label={t('storefront.support.service.nav')} flexShrink={0} width={{ base: 'full', md: '200px' }}>
        <Stack as="ul" listStyleType="none" gap="1" direction={{ base: 'row', md: 'column' }} wrap="wrap">
          {SERVICE_TYPES.map((item) => (
            <li key={item}>
              <Button
                asChild
                variant={item === type ? 'solid' : 'ghost'}
                colorPalette="blue"
                size="sm"
                justifyContent="flex-start"
                width={{ md: 'full' }}
              >
                <RouterLink
                  to="/Service"
                  search={{ type: item }}
                  aria-current={item === type ? 'page' : undefined}
                  data-testid="service-nav"
                >
                  {t(`storefront.support.service.${item}`)}
                </RouterLink>
              </Button>
            </li>
          ))}
        </Stack>
      </Box>
      <Box flex="1" minWidth="0">
        <SupportSection title={title} level="h1" testId={`service-${type}`} action={<SectionLink type={type} />}>
          <ServiceBody type={type} />
        </SupportSection>
      </Box>
    </Flex>
  )
}

/** What a service type shows: a software-support section, the FAQ, or the contact details. */
export type ServiceContent = { kind: 'software'; section: SoftwareSection } | { kind: 'faq' } | { kind: 'contact'; only?: ContactKind }

export function serviceContentOf(type: ServiceType): ServiceContent {
  switch (type) {
    case 'update':
      return { kind: 'software', section: 'update' }
    case 'video':
      return { kind: 'software', section: 'video' }
    case 'word':
      return { kind: 'software', section: 'document' }
    case 'problem':
      return { kind: 'faq' }
    case 'contact':
      return { kind: 'contact' }
    default:
      // wechat, phone, address, email: that one kind of contact.
      return { kind: 'contact', only: type }
  }
}

function ServiceBody({ type }: { type: ServiceType }): React.JSX.Element {
  const content = serviceContentOf(type)
  if (content.kind === 'software') return <SoftwareSectionBody section={content.section} />
  if (content.kind === 'faq')
    return (
      <SupportBoundary testId="faq">
        <FaqList />
      </SupportBoundary>
    )
  return (
    <SupportBoundary testId="contact">
      <ContactDetails only={content.only} />
    </SupportBoundary>
  )
}

function SectionLink({ type }: { type: ServiceType }): React.JSX.Element | null {
  const { t } = useTranslation()
  const link = (to: '/SoftwareSupport' | '/ContactUs' | '/AccountSupport', text: string) => (
    <Link asChild color="blue.700" textDecoration="underline">
      <RouterLink to={to}>{text}</RouterLink>
    </Link>
  )
  if (type === 'update' || type === 'video' || type === 'word')
    return link('/SoftwareSupport', t('storefront.support.service.toSoftwareSupport'))
  if (type === 'problem') return link('/AccountSupport', t('storefront.support.account.browse'))
  return link('/ContactUs', t('storefront.support.service.toContactUs'))
}
