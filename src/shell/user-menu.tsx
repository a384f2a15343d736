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
      {session.reconnecting && (
        <Text role="status" fontSize="xs" color="gray.500" data-testid="session-reconnecting">
          {t('auth.reconnecting')}
        </Text>
      )}
      {session.profileUnavailable && (
        <HStack role="alert" data-testid="session-unavailable" fontSize="xs" color="orange.700" gap="1">
          <Text>{t('auth.profileUnavailable')}</Text>
          <Button
            size="2xs"
            variant="outline"
            colorPalette="orange"
            data-testid="session-retry"
            onClick={() => session.send({ type: 'profile.retry' })}
          >
            {t('common.retry')}
          </Button>
        </HStack>
      )}
      {session.kind === 'customer' && (
        <Link asChild fontSize="sm" color="gray.700" whiteSpace="nowrap" _hover={{ color: 'blue.600' }}>
          <RouterLink to="/cart" data-testid="cart-link">
            {t('auth.cart')}
            {session.cartBadge && (
              // Beside the word, not over it (it used to cover the word's end and the account's avatar).
              <Badge data-testid="cart-badge" colorPalette="red" variant="solid" borderRadius="full" fontSize="2xs" ms="-0.5">
                {session.cartBadge}
              </Badge>
            )}
          </RouterLink>
        </Link>
      )}
      <HoverMenu
        testId="user-menu"
        align="right"
        toggleContent={
          <>
            <Box
              as="span"
              width="28px"
              height="28px"
              borderRadius="full"
              bg="blue.600"
              color="white"
              display="grid"
              placeItems="center"
              fontSize="sm"
              aria-hidden="true"
            >
              {displayName.slice(0, 1)}
            </Box>
            {/* Below 480 px only the avatar shows (index.html, shell-user-name): the name stays the toggle's name. */}
            <Text as="span" fontSize="sm" color="gray.800" maxWidth="120px" truncate className="shell-user-name" data-testid="user-name">
              {displayName}
            </Text>
          </>
        }
      >
        {session.kind === 'customer' &&
          ACCOUNT_ENTRIES.map((entry) => (
            <Link key={entry.value} asChild {...dropdownItemStyle}>
              <RouterLink to="/PersonalCenter" search={{ value: entry.value }} data-testid="user-menu-item">
                {t(entry.label)}
              </RouterLink>
            </Link>
          ))}
        <Link asChild {...dropdownItemStyle}>
          <RouterLink to="/user/sessions" data-testid="user-menu-sessions">
            {t('user.devices')}
          </RouterLink>
        </Link>
        <chakra.button
          type="button"
          width="100%"
          textAlign="left"
          {...dropdownItemStyle}
          data-testid="logout-button"
          disabled={!session.canLogOut}
          onClick={() => session.send({ type: 'session.logout' })}
        >
          {t('user.logout')}
        </chakra.button>
      </HoverMenu>
    </HStack>
  )
}
