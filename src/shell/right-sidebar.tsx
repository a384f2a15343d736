// Floating right sidebar: subscribe, free software, customer-service hover panel, back to top.
// While the user scrolls down it shrinks to a compact icon column; scrolling up brings the labels back. On a phone it
// would cover the page (the forum's search button at 375 px, for one): there only a back-to-top button shows, in the
// bottom corner once the page has scrolled past its first screen; the drawer menu holds the other entries.
import { Box, Image, Link, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ContactValue } from './contact-value'
import { asset } from './site-constants'
import { useScrollDirection } from './use-scroll-direction'
import { useWindowWidth } from './use-window-width'

/** From this width up the whole sidebar floats at the right edge; below it, only the phone's back-to-top button. */
export const SIDEBAR_MIN_WIDTH = 768

const itemStyle = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  width: 'var(--sidebar-size)',
  height: 'var(--sidebar-size)',
  transition: 'width 0.3s, height 0.3s',
  fontSize: 'xs',
  color: 'gray.700',
  textAlign: 'center',
  cursor: 'pointer',
  _hover: { bg: 'blue.50', color: 'blue.600', textDecoration: 'none' },
} as const

function Label({ text }: { text: string }): React.JSX.Element {
  return <span className="sidebar-label">{text}</span>
}

function Glyph({ path }: { path: string }): React.JSX.Element {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
      <path d={path} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

export function RightSidebar(): React.JSX.Element | null {
  return useWindowWidth() >= SIDEBAR_MIN_WIDTH ? <FloatingSidebar /> : <PhoneBackToTop />
}

const scrollToTop = () => window.scrollTo({ top: 0, behavior: 'smooth' })

function PhoneBackToTop(): React.JSX.Element | null {
  const { t } = useTranslation()
  const [past, setPast] = useState(false)
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > window.innerHeight)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])
  if (!past) return null
  return (
    <Box
      as="button"
      position="fixed"
      right="12px"
      bottom="16px"
      zIndex="docked"
      width="44px"
      height="44px"
      borderRadius="full"
      bg="white"
      boxShadow="lg"
      color="gray.700"
      display="grid"
      placeItems="center"
      data-testid="sidebar-top"
      aria-label={t('sidebar.backToTop')}
      onClick={scrollToTop}
    >
      <Glyph path="M12 19V5m0 0l-6 6m6-6l6 6" />
    </Box>
  )
}

function FloatingSidebar(): React.JSX.Element {
  const { t } = useTranslation()
  const direction = useScrollDirection()
  const [serviceOpen, setServiceOpen] = useState(false)
  const shown = direction === 'up'

  return (
    <Box
      as="aside"
      position="fixed"
      right="16px"
      top="50%"
      zIndex="docked"
      data-testid="right-sidebar"
      data-state={shown ? 'shown' : 'compact'}
      transform="translateY(-50%)"
      opacity={shown ? 1 : 0.85}
      transition="opacity 0.3s"
      css={{
        '--sidebar-size': shown ? '64px' : '40px',
        '& .sidebar-label': shown ? {} : { display: 'none' },
      }}
    >
      <Stack gap="0" bg="white" boxShadow="lg" borderRadius="md" overflow="visible">
        <Link asChild {...itemStyle}>
          <RouterLink to="/Buy" data-testid="sidebar-buy" aria-label={t('sidebar.buy')}>
            <Glyph path="M3 4h2l2.4 11h10.2L20 7H6.2M9 20h.01M17 20h.01" />
            <Label text={t('sidebar.buy')} />
          </RouterLink>
        </Link>
        <Link asChild {...itemStyle}>
          <RouterLink to="/FreeSoft" data-testid="sidebar-freesoft" aria-label={t('sidebar.freeSoft')}>
            <Glyph path="M12 3v12m0 0l-4-4m4 4l4-4M4 19h16" />
            <Label text={t('sidebar.freeSoft')} />
          </RouterLink>
        </Link>
        <Box
          position="relative"
          {...itemStyle}
          data-testid="sidebar-service"
          role="button"
          aria-label={t('sidebar.customerService')}
          aria-expanded={serviceOpen}
          tabIndex={0}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ' ') {
              event.preventDefault()
              setServiceOpen((open) => !open)
            }
            if (event.key === 'Escape') setServiceOpen(false)
          }}
          onMouseEnter={() => setServiceOpen(true)}
          onMouseLeave={() => setServiceOpen(false)}
          onFocus={() => setServiceOpen(true)}
          onBlur={() => setServiceOpen(false)}
        >
          <Glyph path="M4 13v-1a8 8 0 0116 0v1M4 13v4h3v-5H4zm16 0v4h-3v-5h3z" />
          <Label text={t('sidebar.customerService')} />
          {serviceOpen && (
            <Box
              position="absolute"
              right="calc(var(--sidebar-size) + 8px)"
              top="50%"
              transform="translateY(-50%)"
              bg="white"
              boxShadow="lg"
              borderRadius="md"
              p="4"
              width="220px"
              color="gray.700"
              textAlign="left"
              data-testid="sidebar-service-panel"
            >
              <Text fontWeight="bold" fontSize="sm">
                {t('sidebar.hotline')}
              </Text>
              <Text fontSize="md" color="blue.600" mb="1">
                <ContactValue type="phone" testId="sidebar-phone" />
              </Text>
              <Text fontSize="xs" color="gray.500" mb="3">
                {t('sidebar.hours')}
              </Text>
              <Image src={asset('qr-workgroup.svg')} alt={t('sidebar.wechatQr')} width="120px" height="120px" mx="auto" />
              <Text fontSize="xs" textAlign="center" mt="1">
                {t('sidebar.wechatQr')}
              </Text>
            </Box>
          )}
        </Box>
        <Box as="button" {...itemStyle} data-testid="sidebar-top" aria-label={t('sidebar.backToTop')} onClick={scrollToTop}>
          <Glyph path="M12 19V5m0 0l-6 6m6-6l6 6" />
          <Label text={t('sidebar.backToTop')} />
        </Box>
      </Stack>
    </Box>
  )
}
