// Header right side: Login button when logged out, the account menu and the cart badge when a session is held.
import { Badge, Box, Button, CloseButton, HStack, Link, Text, chakra } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { stateKeyOf } from '../components/state-key'
import { useSessionActor } from '../session/session-context'
import { useSession } from '../session/use-session'
import { useSelector } from '@xstate/react'
import { HoverMenu, dropdownItemStyle } from './hover-menu'

/** Personal-centre tabs by query value (portal.md section 2). */
const ACCOUNT_ENTRIES = [
  { value: '3', label: 'user.userAuth' },
  { value: '0', label: 'user.orders' },
  { value: '1', label: 'user.licence' },
  { value: '2', label: 'user.invoices' },
] as const

export function UserMenu(): React.JSX.Element {
  const { t } = useTranslation()
  const session = useSession()
  const stateKey = useSelector(useSessionActor(), stateKeyOf)

  if (!session.hasSession) {
    return (
      <HStack gap="2" data-testid="session-status" data-state={stateKey}>
        {session.rejected && (
          <HStack
            role="alert"
            data-testid="session-notice"
            bg="orange.50"
            color="orange.700"
            fontSize="xs"
            px="2"
            py="1"
            borderRadius="md"
            gap="1"
          >
            <Text>{t('auth.validationFailed')}</Text>
            <CloseButton
              size="2xs"
              aria-label={t('common.close')}
              data-testid="session-notice-close"
              onClick={() => session.send({ type: 'notice.dismiss' })}
            />
          </HStack>
        )}
        <Button asChild size="sm" colorPalette="blue" data-testid="login-button">
          <RouterLink to="/login">{t('user.login')}</RouterLink>
        </Button>
      </HStack>
    )
  }

  const displayName = session.displayName ?? t('user.guest')
  return (
    <HStack gap="3" data-testid="session-status" data-state={stateKey}>
      {session.kind === 'customer' && (
        <Link asChild position="relative" fontSize="sm" color="gray.700" _hover={{ color: 'blue.600' }}>
          <RouterLink to="/cart" data-testid="cart-link">
            {t('auth.cart')}
            {session.cartBadge && (
              <Badge
                data-testid="cart-badge"
                colorPalette="red"
                variant="solid"
                borderRadius="full"
                position="absolute"
                top="-2"
                right="-4"
                fontSize="2xs"
              >
                {session.cartBadge}
              </Badge>
            )}
          </RouterLink>
        </Link>
      )}
      <HoverMenu
        testId="user-menu"
        align="right"
        trigger={
          <Box as="span" display="flex" alignItems="center" gap="2" cursor="pointer" px="2" tabIndex={0} aria-haspopup="menu">
            <Box
              as="span"
              width="28px"
              height="28px"
              borderRadius="full"
              bg="blue.500"
              color="white"
              display="grid"
              placeItems="center"
              fontSize="sm"
            >
              {displayName.slice(0, 1)}
            </Box>
            <Text as="span" fontSize="sm" maxWidth="120px" truncate data-testid="user-name">
              {displayName}
            </Text>
          </Box>
        }
      >
        {session.kind === 'customer' &&
          ACCOUNT_ENTRIES.map((entry) => (
            <Link key={entry.value} asChild {...dropdownItemStyle}>
              <RouterLink to="/PersonalCenter" search={{ value: entry.value }} role="menuitem" data-testid="user-menu-item">
                {t(entry.label)}
              </RouterLink>
            </Link>
          ))}
        <Link asChild {...dropdownItemStyle}>
          <RouterLink to="/user/sessions" role="menuitem" data-testid="user-menu-sessions">
            {t('sessions.menuEntry')}
          </RouterLink>
        </Link>
        <chakra.button
          type="button"
          width="100%"
          textAlign="left"
          {...dropdownItemStyle}
          role="menuitem"
          data-testid="logout-button"
          disabled={!session.isLoggedIn}
          onClick={() => session.send({ type: 'session.logout' })}
        >
          {t('user.logout')}
        </chakra.button>
      </HoverMenu>
    </HStack>
  )
}
