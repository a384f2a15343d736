// The narrow-screen menu: Chakra's Drawer (focus moved in and held, Escape closes, focus back to the menu button)
// with the search box, the language and every entry of the header menu. A lazy chunk (mobile-nav-button.tsx).
import { Box, CloseButton, Drawer, Link, Portal, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import type { ReactNode, RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { INTRO_PRODUCTS } from '../../domain/product-types'
import type { BuyMenuGroup } from './menu-entries'
import { ABOUT_SECTIONS, HELP_DESK_URL } from './site-constants'

interface MobileNavDrawerProps {
  open: boolean
  onClose: () => void
  returnFocus: RefObject<HTMLButtonElement | null>
  /** The search box and the language (passed in, so this chunk does not split them off the entry chunk). */
  tools: ReactNode
  buyGroups: BuyMenuGroup[]
}

const topLink = { display: 'block', py: '2', fontSize: 'md', fontWeight: 'medium', color: 'gray.800' } as const
const subLink = { display: 'block', py: '1.5', ps: '4', fontSize: 'sm', color: 'gray.700' } as const

export default function MobileNavDrawer({ open, onClose, returnFocus, tools, buyGroups }: MobileNavDrawerProps): React.JSX.Element {
  const { t } = useTranslation()
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      placement="start"
      finalFocusEl={() => returnFocus.current}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="mobile-nav" maxWidth="320px">
            <Drawer.Header>
              <Drawer.Title>{t('nav.mainMenu')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="3" mb="4" display={{ base: 'flex', md: 'none' }}>
                {tools}
              </Stack>
              {/* A click on any link navigates and closes the drawer. */}
              <Box as="nav" aria-label={t('nav.mainMenu')} onClick={(event) => (event.target as HTMLElement).closest('a') && onClose()}>
                <Link asChild {...topLink}>
                  <RouterLink to="/Home">{t('nav.home')}</RouterLink>
                </Link>
                <Link asChild {...topLink}>
                  <RouterLink to="/AllProducts">{t('nav.productIntro')}</RouterLink>
                </Link>
                {INTRO_PRODUCTS.map((name) => (
                  <Link key={name} asChild {...subLink}>
                    <RouterLink to="/AllProducts" search={{ name }}>
                      {name}
                    </RouterLink>
                  </Link>
                ))}
                <Link asChild {...topLink}>
                  <RouterLink to="/Buy">{t('nav.buy')}</RouterLink>
                </Link>
                {buyGroups.map((group) => (
                  <Box key={group.type}>
                    <Text ps="4" pt="1" fontSize="xs" fontWeight="bold" color="gray.600">
                      {t(`productType.${group.type}`)}
                    </Text>
                    {group.items.map((product) => (
                      <Link key={product.id} asChild {...subLink} ps="6">
                        <RouterLink to="/Buy" search={{ value: product.type, id: product.id }}>
                          {product.name}
                        </RouterLink>
                      </Link>
                    ))}
                  </Box>
                ))}
                <Link asChild {...topLink}>
                  <RouterLink to="/FreeSoft">{t('nav.freeSoft')}</RouterLink>
                </Link>
                <Link asChild {...topLink}>
                  <RouterLink to="/Service">{t('nav.service')}</RouterLink>
                </Link>
                <Link asChild {...subLink}>
                  <RouterLink to="/Service" search={{ type: 'update' }}>
                    {t('menu.softwareSupport')}
                  </RouterLink>
                </Link>
                <Link {...subLink} href={HELP_DESK_URL} target="_blank" rel="noopener noreferrer">
                  {t('menu.questionExchange')}
                </Link>
                <Link asChild {...subLink}>
                  <RouterLink to="/Service" search={{ type: 'contact' }}>
                    {t('menu.contactUs')}
                  </RouterLink>
                </Link>
                <Link asChild {...topLink}>
                  <RouterLink to="/AboutUs">{t('nav.aboutUs')}</RouterLink>
                </Link>
                {ABOUT_SECTIONS.map((name) => (
                  <Link key={name} asChild {...subLink}>
                    <RouterLink to="/AboutUs" search={{ name }}>
                      {t(`menu.${name}`)}
                    </RouterLink>
                  </Link>
                ))}
              </Box>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} data-testid="mobile-nav-close" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  )
}
