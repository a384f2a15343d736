import { Box, Flex, HStack, Image, Link } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { LanguageSwitcher } from './language-switcher'
import { MainMenu } from './main-menu'
import { asset } from './site-constants'
import { UserMenu } from './user-menu'

const HEADER_HEIGHT = '64px'

export function SiteHeader(): React.JSX.Element {
  const { t } = useTranslation()
  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="white" boxShadow="sm" data-testid="site-header">
      <Flex maxWidth="1400px" mx="auto" height={HEADER_HEIGHT} align="center" px="6" gap="6">
        <Link asChild flexShrink={0} _hover={{ textDecoration: 'none' }}>
          <RouterLink to="/Home" aria-label={t('common.brand')}>
            <Image src={asset('logo.svg')} alt={t('common.brand')} height="36px" />
          </RouterLink>
        </Link>
        <Box flex="1" height="100%">
          <MainMenu />
        </Box>
        <HStack gap="3" flexShrink={0}>
          <LanguageSwitcher />
          <UserMenu />
        </HStack>
      </Flex>
    </Box>
  )
}
