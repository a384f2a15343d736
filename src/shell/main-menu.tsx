// The top menu: six entries, four with hover dropdowns. The subscription dropdown lists the online products
// of each type as the API returns them.
import { Box, HStack, Link, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { productListOptions } from '../api/queries/product-queries'
import { HoverMenu, dropdownItemStyle } from './hover-menu'
import { INTRO_PRODUCTS, PRODUCT_TYPES } from '../../domain/product-types'
import { ABOUT_SECTIONS, HELP_DESK_URL } from './site-constants'

const triggerStyle = {
  px: '4',
  height: '100%',
  display: 'flex',
  alignItems: 'center',
  fontSize: 'md',
  color: 'gray.800',
  borderBottomWidth: '3px',
  borderColor: 'transparent',
  _hover: { color: 'blue.600', textDecoration: 'none' },
  '&[data-status=active]': { color: 'blue.600', borderColor: 'blue.600' },
} as const

function BuyDropdown(): React.JSX.Element {
  const { t } = useTranslation()
  const products = useQuery(productListOptions())
  if (products.isPending)
    return (
      <Text px="4" py="2" fontSize="sm" color="gray.500">
        {t('common.loading')}
      </Text>
    )
  if (products.isError)
    return (
      <Text px="4" py="2" fontSize="sm" color="gray.500">
        {t('menu.loadFailed')}
      </Text>
    )
  const list = products.data?.list ?? []
  const groups = PRODUCT_TYPES.map((type) => ({ type, items: list.filter((product) => product.type === type) })).filter(
    (group) => group.items.length > 0,
  )
  if (groups.length === 0)
    return (
      <Text px="4" py="2" fontSize="sm" color="gray.500">
        {t('menu.noProducts')}
      </Text>
    )
  return (
    <HStack align="flex-start" gap="2" px="2">
      {groups.map((group) => (
        <Box key={group.type} minWidth="160px" data-testid="dropdown-group" data-type={group.type}>
          <Text px="4" py="1" fontSize="xs" fontWeight="bold" color="gray.500" whiteSpace="nowrap">
            {t(`productType.${group.type}`)}
          </Text>
          {group.items.map((product) => (
            <Link key={product.id} asChild {...dropdownItemStyle}>
              <RouterLink to="/Buy" search={{ value: product.type, id: product.id }} role="menuitem" data-testid="dropdown-item">
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
    <HStack as="nav" aria-label={t('nav.mainMenu')} gap="0" height="100%" data-testid="main-menu">
      <Link asChild {...triggerStyle}>
        <RouterLink to="/Home" data-testid="menu-home">
          {t('nav.home')}
        </RouterLink>
      </Link>

      <HoverMenu
        testId="menu-allproducts"
        trigger={
          <Link asChild {...triggerStyle}>
            <RouterLink to="/AllProducts">{t('nav.productIntro')}</RouterLink>
          </Link>
        }
      >
        {INTRO_PRODUCTS.map((name) => (
          <Link key={name} asChild {...dropdownItemStyle}>
            <RouterLink to="/AllProducts" search={{ name }} role="menuitem" data-testid="dropdown-item">
              {name}
            </RouterLink>
          </Link>
        ))}
      </HoverMenu>

      <HoverMenu
        testId="menu-buy"
        minWidth="200px"
        trigger={
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
        trigger={
          <Link asChild {...triggerStyle}>
            <RouterLink to="/Service">{t('nav.service')}</RouterLink>
          </Link>
        }
      >
        <Link asChild {...dropdownItemStyle}>
          <RouterLink to="/Service" search={{ type: 'update' }} role="menuitem" data-testid="dropdown-item">
            {t('menu.softwareSupport')}
          </RouterLink>
        </Link>
        <Link
          {...dropdownItemStyle}
          href={HELP_DESK_URL}
          target="_blank"
          rel="noopener noreferrer"
          role="menuitem"
          data-testid="dropdown-item"
          title={t('common.openInNewWindow')}
        >
          {t('menu.questionExchange')}
        </Link>
        <Link asChild {...dropdownItemStyle}>
          <RouterLink to="/Service" search={{ type: 'contact' }} role="menuitem" data-testid="dropdown-item">
            {t('menu.contactUs')}
          </RouterLink>
        </Link>
      </HoverMenu>

      <HoverMenu
        testId="menu-aboutus"
        trigger={
          <Link asChild {...triggerStyle}>
            <RouterLink to="/AboutUs">{t('nav.aboutUs')}</RouterLink>
          </Link>
        }
      >
        {ABOUT_SECTIONS.map((name) => (
          <Link key={name} asChild {...dropdownItemStyle}>
            <RouterLink to="/AboutUs" search={{ name }} role="menuitem" data-testid="dropdown-item">
              {t(`menu.${name}`)}
            </RouterLink>
          </Link>
        ))}
      </HoverMenu>
    </HStack>
  )
}
