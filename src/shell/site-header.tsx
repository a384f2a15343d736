// The header: a skip link (the first tab stop), the logo, the menu (from 1280 px; below, a menu button opens it in a
// drawer), the search box and language (from 768 px; below, in the drawer) and the account. Where these do not fit side
// by side in every language with a long account name (768 to 1023 px; 1280 px, where the menu shows, to 1535 px) the
// search box shows its button alone, and its field opens over its left neighbours while the form holds the focus (Tab
// to the field, or a click on the button): CSS in index.html (class shell-search-slot), so it costs Home no JS and the
// prerendered header is right at every width. From 1536 px the header may grow to 1600 px.
import { Box, Flex, HStack, Image, Link } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { HeaderSearch } from './header-search'
import { LanguageSwitcher } from './language-switcher'
import { MainMenu } from './main-menu'
import { MobileNavButton } from './mobile-nav-button'
import { MAIN_CONTENT_ID, asset } from './site-constants'
import { HEADER_HEIGHT_PX } from '../components/layout-sizes'
import { UserMenu } from './user-menu'

export function SiteHeader(): React.JSX.Element {
  const { t } = useTranslation()
  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="white" boxShadow="sm" data-testid="site-header">
      <Link
        href={`#${MAIN_CONTENT_ID}`}
        data-testid="skip-link"
        position="absolute"
        left="2"
        top="2"
        zIndex="skipNav"
        bg="white"
        color="blue.700"
        px="3"
        py="2"
        borderRadius="md"
        boxShadow="md"
        transform="translateY(-200%)"
        _focusVisible={{ transform: 'none' }}
        onClick={(event) => {
          // Move focus (not only the scroll position) to the page, so the next Tab continues there.
          event.preventDefault()
          document.getElementById(MAIN_CONTENT_ID)?.focus()
        }}
      >
        {t('nav.skipToContent')}
      </Link>
      <Flex
        maxWidth={{ base: '1400px', '2xl': '1600px' }}
        mx="auto"
        height={`${HEADER_HEIGHT_PX}px`}
        align="center"
        px={{ base: '3', md: '6' }}
        gap={{ base: '2', md: '4' }}
      >
        <MobileNavButton />
        <Link asChild flexShrink={0} _hover={{ textDecoration: 'none' }}>
          <RouterLink to="/Home" aria-label={t('common.brand')}>
            <Image src={asset('logo.svg')} alt="" width={{ base: '122px', sm: '157.5px' }} height={{ base: '28px', sm: '36px' }} />
          </RouterLink>
        </Link>
        <Box flex="1" height="100%" minWidth="0">
          <MainMenu />
        </Box>
        <HStack gap="3" flexShrink={0}>
          <Box display={{ base: 'none', md: 'block' }} className="shell-search-slot">
            <HeaderSearch />
          </Box>
          <Box display={{ base: 'none', md: 'block' }}>
            <LanguageSwitcher />
          </Box>
          <UserMenu />
        </HStack>
      </Flex>
    </Box>
  )
}
