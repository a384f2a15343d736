// About us: introduction, culture, qualifications carousel and the map; ?name= scrolls to its section.
import { Box, Heading, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useSearch } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { ABOUT_SECTIONS, asset } from '../../shell/site-constants'
import { CertificateCarousel } from './certificate-carousel'

type Section = (typeof ABOUT_SECTIONS)[number]

const CULTURE = [
  { title: 'storefront.about.vision', text: 'storefront.about.visionText', mark: '◎' },
  { title: 'storefront.about.philosophy', text: 'storefront.about.philosophyText', mark: '◇' },
  { title: 'storefront.about.mission', text: 'storefront.about.missionText', mark: '△' },
  { title: 'storefront.about.values', text: 'storefront.about.valuesText', mark: '☆' },
] as const

const sectionId = (name: Section): string => `about-${name}`

function isSection(name: string | undefined): name is Section {
  return (ABOUT_SECTIONS as readonly string[]).includes(name ?? '')
}

export function AboutPage(): React.JSX.Element {
  const { t } = useTranslation()
  const { name } = useSearch({ from: '/AboutUs' })

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
          <Text>{t('storefront.about.intro1')}</Text>
          <Text>{t('storefront.about.intro2')}</Text>
          <Text>{t('storefront.about.intro3')}</Text>
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
              <Text color="gray.600">{t(item.text)}</Text>
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
        <Text mt="3" color="gray.600">
          {t('storefront.about.address')}
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
      <Box maxWidth="1200px" mx="auto">
        <Heading as="h2" id={`${sectionId(name)}-title`} size="2xl" textAlign="center" mb="10">
          {title}
        </Heading>
        {children}
      </Box>
    </Box>
  )
}
