// Home carousel without a library: a flex track moved by a CSS transform, advanced by a timer that pauses while
// the pointer or keyboard focus is on it.
import { Box, Heading, IconButton, Image, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AUTO_ADVANCE_MS, HOME_BANNERS, bannerImage, bannerLink, bannerNarrowImage, wrapIndex, type Banner } from './home-banners'

interface Props {
  products: readonly { id: string; type: string }[]
}

export function BannerCarousel({ products }: Props): React.JSX.Element {
  const { t } = useTranslation()
  const [index, setIndex] = useState(0)
  const [paused, setPaused] = useState(false)
  const count = HOME_BANNERS.length

  useEffect(() => {
    if (paused) return
    const timer = window.setInterval(() => setIndex((current) => wrapIndex(current, 1, count)), AUTO_ADVANCE_MS)
    return () => window.clearInterval(timer)
  }, [paused, count, index])

  return (
    <Box
      position="relative"
      overflow="hidden"
      height={{ base: '220px', md: '360px', lg: '440px' }}
      bg="blue.900"
      role="region"
      aria-roledescription="carousel"
      aria-label={t('storefront.carousel.label')}
      data-testid="home-carousel"
      data-index={index}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Box display="flex" height="100%" transform={`translateX(-${index * 100}%)`} transition="transform 0.6s ease">
        {HOME_BANNERS.map((banner, i) => (
          <BannerSlide
            key={banner.key}
            banner={banner}
            active={i === index}
            loadPicture={i === index || i === wrapIndex(index, 1, count)}
            products={products}
          />
        ))}
      </Box>
      <IconButton
        aria-label={t('storefront.carousel.prev')}
        position="absolute"
        left="4"
        {...ARROW_PLACE}
        variant="ghost"
        color="white"
        _hover={{ bg: 'whiteAlpha.300' }}
        onClick={() => setIndex((current) => wrapIndex(current, -1, count))}
        data-testid="home-carousel-prev"
      >
        ‹
      </IconButton>
      <IconButton
        aria-label={t('storefront.carousel.next')}
        position="absolute"
        // From 768 px clear of the shell's floating right sidebar (64 px wide, 16 px from the edge).
        right={{ base: '4', md: '24' }}
        {...ARROW_PLACE}
        variant="ghost"
        color="white"
        _hover={{ bg: 'whiteAlpha.300' }}
        onClick={() => setIndex((current) => wrapIndex(current, 1, count))}
        data-testid="home-carousel-next"
      >
        ›
      </IconButton>
      <Stack direction="row" position="absolute" bottom="4" left="50%" transform="translateX(-50%)" gap="2">
        {HOME_BANNERS.map((banner, i) => (
          <Box
            as="button"
            key={banner.key}
            aria-label={t('storefront.carousel.goTo', { index: i + 1 })}
            aria-current={i === index ? 'true' : undefined}
            width={i === index ? '28px' : '10px'}
            height="10px"
            borderRadius="full"
            bg={i === index ? 'white' : 'whiteAlpha.600'}
            transition="width 0.3s"
            cursor="pointer"
            onClick={() => setIndex(i)}
            data-testid="home-carousel-dot"
          />
        ))}
      </Stack>
    </Box>
  )
}

// The banner with its wordmark from Chakra's `lg` breakpoint (64rem) up; below it the slide is too narrow for the
// wordmark, which the translated title below would cross, and shows the banner's art alone.
const WORDMARK_MEDIA = '(min-width: 64rem)'

// The arrows sit beside the dots on a narrow slide, where the translated title takes its whole width; on a wider one,
// at its middle.
const ARROW_PLACE = {
  top: { base: 'auto', md: '50%' },
  bottom: { base: '1', md: 'auto' },
  transform: { base: 'none', md: 'translateY(-50%)' },
} as const

// A slide's picture loads when it is shown or next in turn; the others wait (`loading="lazy"`: the carousel clips
// them), so the first screen does not spend its first second on five pictures it shows one of.
function BannerSlide({
  banner,
  active,
  loadPicture,
  products,
}: { banner: Banner; active: boolean; loadPicture: boolean } & Props): React.JSX.Element {
  const { t } = useTranslation()
  const link = bannerLink(banner.target, products)
  const content = (
    <>
      <picture>
        <source media={WORDMARK_MEDIA} srcSet={bannerImage(banner)} />
        <Image
          src={bannerNarrowImage(banner)}
          loading={loadPicture ? 'eager' : 'lazy'}
          alt=""
          position="absolute"
          inset="0"
          width="100%"
          height="100%"
          objectFit="cover"
          objectPosition={{ base: 'right center', lg: 'left center' }}
          data-testid="home-banner-picture"
        />
      </picture>
      <Stack
        position="absolute"
        left={{ base: '6', md: '12%' }}
        right={{ base: '6', md: 'auto' }}
        bottom={{ base: '12', md: '16' }}
        maxWidth="640px"
        color="white"
        gap="2"
      >
        <Heading as="h2" size={{ base: 'lg', md: '2xl' }} textShadow="0 1px 4px rgba(0,0,0,0.4)">
          {t(banner.title)}
        </Heading>
        <Text fontSize={{ base: 'sm', md: 'lg' }} opacity={0.92}>
          {t(banner.text)}
        </Text>
        {link && (
          <Text as="span" alignSelf="flex-start" mt="2" px="4" py="1.5" borderRadius="full" bg="whiteAlpha.300" fontSize="sm">
            {t('storefront.carousel.action')} →
          </Text>
        )}
      </Stack>
    </>
  )
  const common = {
    position: 'relative' as const,
    flex: '0 0 100%',
    height: '100%',
    'aria-hidden': active ? undefined : true,
    'data-testid': 'home-banner-slide',
    'data-banner': banner.key,
  }
  if (!link) return <Box {...common}>{content}</Box>
  return (
    <Box {...common} asChild>
      <RouterLink {...link} tabIndex={active ? 0 : -1}>
        {content}
      </RouterLink>
    </Box>
  )
}
