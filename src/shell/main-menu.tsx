// The top menu: six entries, four with hover dropdowns. The subscription dropdown lists the online products
// of each type as the API returns them.
import { Box, HStack, Link, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useBuyMenuGroups } from './menu-entries'
import { HoverMenu, dropdownItemStyle } from './hover-menu'
import { INTRO_PRODUCTS } from '../../domain/product-types'
import { ABOUT_SECTIONS, HELP_DESK_URL } from './site-constants'

const triggerStyle = {
  px: '4',
  height: '100%',
  display: 'flex',
  alignItems: 'center',
  fontSize: 'md',
  whiteSpace: 'nowrap',
  color: 'gray.800',
  borderBottomWidth: '3px',
  borderColor: 'transparent',
  _hover: { color: 'blue.600', textDecoration: 'none' },
  '&[data-status=active]': { color: 'blue.600', borderColor: 'blue.600' },
} as const

function BuyDropdown(): React.JSX.Element {
  const { t } = useTranslation()
  const { status, groups } = useBuyMenuGroups()
  const note =
    status === 'pending' ? t('common.loading') : status === 'error' ? t('menu.loadFailed') : groups.length === 0 ? t('menu.noProducts') : ''
  if (note)
    return (
      <Text px="4" py="2" fontSize="sm" color="gray.600">
        {note}
      </Text>
    )
  return (
    <HStack align="flex-start" gap="2" px="2">
      {groups.map((group) => (
        <Box key={group.type} minWidth="160px" data-testid="dropdown-group" data-type={group.type}>
          <Text px="4" py="1" fontSize="xs" fontWeight="bold" color="gray.600" whiteSpace="nowrap">
            {t(`productType.${group.type}`)}
          </Text>
          {group.items.map((product) => (
            <Link key={product.id} asChild {...dropdownItemStyle}>
              <RouterLink to="/Buy" search={{ value: product.type, id: product.id }} data-testid="dropdown-item">
                {product.name}
              </RouterLink>
            </Link>
          ))}
        </Box>
      ))}
    </HStack>
  )
}

export function MainMenu(): React.JSX.Element {
  const { t } = useTranslation()
  return (
    <HStack as="nav" aria-label={t('nav.mainMenu')} gap="0" height="100%" display={{ base: 'none', xl: 'flex' }} data-testid="main-menu">
      <Link asChild {...triggerStyle}>
        <RouterLink to="/Home" data-testid="menu-home">
          {t('nav.home')}
        </RouterLink>
      </Link>

      <HoverMenu
        testId="menu-allproducts"
        label={t('nav.submenu', { name: t('nav.productIntro') })}
        link={
          <Link asChild {...triggerStyle}>
            <RouterLink to="/AllProducts">{t('nav.productIntro')}</RouterLink>
          </Link>
        }
      >
        {INTRO_PRODUCTS.map((name) => (
          <Link key={name} asChild {...dropdownItemStyle}>
            <RouterLink to="/AllProducts" search={{ name }} data-testid="dropdown-item">
              {name}
            </RouterLink>
          </Link>
        ))}
      </HoverMenu>

      <HoverMenu
        testId="menu-buy"
        label={t('nav.submenu', { name: t('nav.buy') })}
        minWidth="200px"
        link={
          <Link asChild {...triggerStyle}>
            <RouterLink to="/Buy">{t('nav.buy')}</RouterLink>
          </Link>
        }
      >
        <BuyDropdown />
      </HoverMenu>

      <Link asChild {...triggerStyle}>
        <RouterLink to="/FreeSoft" data-testid="menu-freesoft">
          {t('nav.freeSoft')}
        </RouterLink>
      </Link>

      <HoverMenu
        testId="menu-service"
        label={t('nav.submenu', { name: t('nav.service') })}
        link={
          <Link asChild {...triggerStyle}>
            <RouterLink to="/Service">{t('nav.service')}</RouterLink>
          </Link>
        }
      >
        <Link asChild {...dropdownItemStyle}>
          <RouterLink to="/Service" search={{ type: 'update' }} data-testid="dropdown-item">
            {t('menu.softwareSupport')}
          </RouterLink>
        </Link>
        <Link
          {...dropdownItemStyle}
          href={HELP_DESK_URL}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="dropdown-item"
          title={t('common.openInNewWindow')}
        >
          {t('menu.questionExchange')}
        </Link>
        <Link asChild {...dropdownItemStyle}>
          <RouterLink to="/Service" search={{ type: 'contact' }} data-testid="dropdown-item">
            {t('menu.contactUs')}
          </RouterLink>
        </Link>
      </HoverMenu>

      <HoverMenu
        testId="menu-aboutus"
        label={t('nav.submenu', { name: t('nav.aboutUs') })}
        link={
          <Link asChild {...triggerStyle}>
            <RouterLink to="/AboutUs">{t('nav.aboutUs')}</RouterLink>
          </Link>
        }
      >
        {ABOUT_SECTIONS.map((name) => (
          <Link key={name} asChild {...dropdownItemStyle}>
            <RouterLink to="/AboutUs" search={{ name }} data-testid="dropdown-item">
              {t(`menu.${name}`)}
            </RouterLink>
          </Link>
        ))}
      </HoverMenu>
    </HStack>
  )
}
