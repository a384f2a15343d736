// Header right side: Login button when logged out, the account menu when a token is stored.
import { Box, Button, Link, Text } from '@chakra-ui/react'
import { useQueryClient } from '@tanstack/react-query'
import { Link as RouterLink, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { logout } from '../session/logout'
import { useSession } from '../session/use-session'
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
  const queryClient = useQueryClient()
  const navigate = useNavigate()

  if (!session.isLoggedIn) {
    return (
      <Button asChild size="sm" colorPalette="blue" data-testid="login-button">
        <RouterLink to="/login">{t('user.login')}</RouterLink>
      </Button>
    )
  }

  const displayName = session.displayName ?? t('user.guest')
  return (
    <HoverMenu
      testId="user-menu"
      align="right"
      trigger={
        <Box as="span" display="flex" alignItems="center" gap="2" cursor="pointer" px="2" tabIndex={0} aria-haspopup="menu">
          <Box as="span" width="28px" height="28px" borderRadius="full" bg="blue.500" color="white" display="grid" placeItems="center" fontSize="sm">
            {displayName.slice(0, 1)}
          </Box>
          <Text as="span" fontSize="sm" maxWidth="120px" truncate data-testid="user-name">
            {displayName}
          </Text>
        </Box>
      }
    >
      {ACCOUNT_ENTRIES.map((entry) => (
        <Link key={entry.value} asChild {...dropdownItemStyle}>
          <RouterLink to="/PersonalCenter" search={{ value: entry.value }} role="menuitem" data-testid="user-menu-item">
            {t(entry.label)}
          </RouterLink>
        </Link>
      ))}
      <Box
        as="button"
        width="100%"
        textAlign="left"
        {...dropdownItemStyle}
        role="menuitem"
        data-testid="logout-button"
        onClick={async () => {
          await logout(queryClient)
          await navigate({ to: '/Home' })
        }}
      >
        {t('user.logout')}
      </Box>
    </HoverMenu>
  )
}
