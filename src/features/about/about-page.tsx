// About us: introduction, culture, qualifications carousel and the map; ?name= scrolls to its section.
import { Box, Heading, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useSearch } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { ABOUT_SECTIONS, asset } from '../../shell/site-constants'
import { ContactValue } from '../../shell/contact-value'
import { CertificateCarousel } from './certificate-carousel'
import { companyTextsOptions, type CompanyText } from '../../api/queries/company-text-queries'
import { FallbackBadge } from '../../components/content-lang'
import { usePageTitle } from '../../components/use-page-title'
import { pageColumn } from '../../components/layout-sizes'

type Section = (typeof ABOUT_SECTIONS)[number]

// The headings are interface texts; the texts are the company's, from the database (listCompanyTexts).
const CULTURE = [
  { title: 'storefront.about.vision', text: 'vision', mark: '◎' },
  { title: 'storefront.about.philosophy', text: 'philosophy', mark: '◇' },
  { title: 'storefront.about.mission', text: 'mission', mark: '△' },
  { title: 'storefront.about.values', text: 'values', mark: '☆' },
] as const
const INTRO = ['intro1', 'intro2', 'intro3'] as const

/** One company text in its language, marked when it fell back to zh-CN. */
function CompanyTextLine({
  text,
  ...props
}: { text: CompanyText | undefined } & React.ComponentProps<typeof Text>): React.JSX.Element | null {
  if (!text) return null
  return (
    <Text lang={text.lang} data-testid={`company-text-${text.key}`} {...props}>
      {text.content}
      <FallbackBadge lang={text.lang} />
    </Text>
  )
}

const sectionId = (name: Section): string => `about-${name}`

function isSection(name: string | undefined): name is Section {
  return (ABOUT_SECTIONS as readonly string[]).includes(name ?? '')
}

export function AboutPage(): React.JSX.Element {
  const { t } = useTranslation()
  usePageTitle(t('titles.about'))
  const { name } = useSearch({ from: '/AboutUs' })
  const { data: texts } = useSuspenseQuery(companyTextsOptions())

  useEffect(() => {
    if (!isSection(name)) return
    // After the router's scroll-to-top on navigation, so the section wins.
    const frame = window.requestAnimationFrame(() => {
      document.getElementById(sectionId(name))?.scrollIntoView({ behavior: 'smooth', block: 'start' })
    })
    return () => window.cancelAnimationFrame(frame)
  }, [name])

  return (
    <Box data-testid="page-about">
      <Box bgGradient="to-r" gradientFrom="blue.900" gradientTo="blue.600" color="white" py="16" px="6" textAlign="center">
        <Heading as="h1" size="3xl">
          {t('storefront.about.title')}
        </Heading>
      </Box>

      <AboutSection name="intro" title={t('storefront.about.introTitle')}>
        <Stack gap="4" color="gray.700" lineHeight="1.9" fontSize="md">
          {INTRO.map((key) => (
            <CompanyTextLine key={key} text={texts.get(key)} />
          ))}
        </Stack>
      </AboutSection>

      <AboutSection name="culture" title={t('storefront.about.cultureTitle')} bg="white">
        <SimpleGrid columns={{ base: 1, sm: 2, md: 4 }} gap="6">
          {CULTURE.map((item) => (
            <Stack key={item.title} align="center" textAlign="center" p="6" borderRadius="lg" bg="blue.50" gap="3">
              <Text fontSize="3xl" color="blue.600" aria-hidden>
                {item.mark}
              </Text>
              <Heading as="h3" size="md">
                {t(item.title)}
              </Heading>
              <CompanyTextLine text={texts.get(item.text)} color="gray.600" />
            </Stack>
          ))}
        </SimpleGrid>
      </AboutSection>

      <AboutSection name="qualifications" title={t('storefront.about.qualificationsTitle')}>
        <CertificateCarousel />
      </AboutSection>

      <AboutSection name="aboutmap" title={t('storefront.about.mapTitle')} bg="white">
        {/* A static map picture: the site must work offline, so no third-party map frame. */}
        <Box borderRadius="lg" overflow="hidden" borderWidth="1px" data-testid="about-map">
          <Image src={asset('banners/about-map.svg')} alt={t('storefront.about.mapAlt')} width="100%" />
        </Box>
        {/* The one address of the site: the contact record the footer shows too. */}
        <Text mt="3" color="gray.700">
          {t('footer.address')}: <ContactValue type="address" testId="about-address" />
        </Text>
      </AboutSection>
    </Box>
  )
}

function AboutSection({
  name,
  title,
  bg,
  children,
}: {
  name: Section
  title: string
  bg?: string
  children: React.ReactNode
}): React.JSX.Element {
  return (
    <Box
      as="section"
      id={sectionId(name)}
      bg={bg}
      py="14"
      px="6"
      scrollMarginTop="80px"
      data-testid={`about-section-${name}`}
      aria-labelledby={`${sectionId(name)}-title`}
    >
      <Box {...pageColumn(1200)}>
        <Heading as="h2" id={`${sectionId(name)}-title`} size="2xl" textAlign="center" mb="10">
          {title}
        </Heading>
        {children}
      </Box>
    </Box>
  )
}
