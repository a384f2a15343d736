// /PersonalCenter: the sidebar (a vertical tablist on desktop, two rows of two tabs on a phone, then 退出登录) and
// the selected tab's panel. The route owns the URL: it hands in `value` and is told which tab was chosen, so
// back/forward and reload keep the tab. Tabs activate on Enter/Space (arrow keys only move focus): each choice is a
// history entry, and the arrows should not push one per key press.
import { Box, Button, Stack, Tabs, VisuallyHidden, useBreakpointValue } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Suspense, useEffect, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { profileIncomplete } from '../../../domain/profile-rules'
import { customerInfoOptions } from '../../api/queries/user-queries'
import { usePageTitle } from '../../components/use-page-title'
import { useSession } from '../../session/use-session'
import { CenterLoading } from './center-status'
import {
  AUTHENTICATION_TAB,
  CENTER_TABS,
  INVOICE_TAB,
  LICENSE_TAB_DELAY_MS,
  ORDERS_TAB,
  centerTabOf,
  isLicenseWord,
  type CenterTabValue,
} from './center-tabs'
import { pageColumn } from '../../components/layout-sizes'

export interface PersonalCenterShellProps {
  /** The route's `value` search parameter, as typed in the URL. */
  value: string | undefined
  /** A tab was chosen: the route pushes `?value=<tab>`. */
  onSelect: (value: CenterTabValue) => void
  /** `value=license` has waited LICENSE_TAB_DELAY_MS: the route replaces the URL with value=1. */
  onLicenseDelayOver: () => void
  ordersPanel: ReactNode
  licencesPanel: ReactNode
  invoicesPanel: ReactNode
  profilePanel: ReactNode
}

export function PersonalCenterShell(props: PersonalCenterShellProps): React.JSX.Element {
  const { t } = useTranslation()
  const selected = centerTabOf(props.value)
  const openingLicences = isLicenseWord(props.value)
  const label = CENTER_TABS.find((tab) => tab.value === selected)!.label
  usePageTitle(`${t('center.title')} - ${t(label)}`)

  const { onLicenseDelayOver } = props
  useEffect(() => {
    if (!openingLicences) return
    const timer = setTimeout(onLicenseDelayOver, LICENSE_TAB_DELAY_MS)
    return () => clearTimeout(timer)
  }, [openingLicences, onLicenseDelayOver])

  const customer = useSuspenseQuery(customerInfoOptions()).data
  const incomplete = profileIncomplete(customer)
  const orientation = useBreakpointValue<'horizontal' | 'vertical'>({ base: 'horizontal', md: 'vertical' }) ?? 'vertical'

  const panelOf = (tab: CenterTabValue): ReactNode => {
    if (tab === ORDERS_TAB) return props.ordersPanel
    if (tab === AUTHENTICATION_TAB) return props.profilePanel
    if (tab === INVOICE_TAB) return props.invoicesPanel
    return openingLicences ? <CenterLoading text={t('center.openingLicences')} /> : props.licencesPanel
  }

  return (
    <Box {...pageColumn(1200)} px={{ base: '3', md: '6' }} py={{ base: '4', md: '8' }} data-testid="personal-center">
      <VisuallyHidden asChild>
        <h1>{t('center.title')}</h1>
      </VisuallyHidden>
      <Tabs.Root
        value={selected}
        onValueChange={(details) => props.onSelect(details.value as CenterTabValue)}
        orientation={orientation}
        activationMode="manual"
        variant="subtle"
        colorPalette="blue"
        lazyMount
        unmountOnExit
        display="flex"
        flexDirection={{ base: 'column', md: 'row' }}
        alignItems="stretch"
        gap={{ base: '3', md: '6' }}
        data-testid="center-tabs"
        data-selected={selected}
      >
        <Stack
          as="nav"
          aria-label={t('center.title')}
          gap="2"
          width={{ base: '100%', md: '200px' }}
          flexShrink={0}
          borderWidth={{ base: '0', md: '1px' }}
          borderRadius="md"
          p={{ base: '0', md: '2' }}
        >
          <Tabs.List
            aria-label={t('center.tabsLabel')}
            display={{ base: 'grid', md: 'flex' }}
            gridTemplateColumns="repeat(2, minmax(0, 1fr))"
            data-testid="center-tablist"
          >
            {CENTER_TABS.map((tab) => (
              <Tabs.Trigger
                key={tab.value}
                value={tab.value}
                data-testid={tab.testId}
                justifyContent={{ base: 'center', md: 'flex-start' }}
                whiteSpace={{ base: 'normal', md: 'nowrap' }}
                textAlign={{ base: 'center', md: 'start' }}
                height="auto"
                minHeight="10"
              >
                {t(tab.label)}
                {tab.value === AUTHENTICATION_TAB && incomplete && (
                  <>
                    <Box as="span" aria-hidden="true" width="2" height="2" borderRadius="full" bg="red.600" data-testid="profile-red-dot" />
                    <VisuallyHidden>{t('center.profileIncomplete')}</VisuallyHidden>
                  </>
                )}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <LogoutButton />
        </Stack>
        <Box flex="1" minWidth="0">
          {CENTER_TABS.map((tab) => (
            <Tabs.Content key={tab.value} value={tab.value} pt="0" data-testid={`center-panel-${tab.value}`}>
              <Suspense fallback={<CenterLoading />}>{panelOf(tab.value)}</Suspense>
            </Tabs.Content>
          ))}
        </Box>
      </Tabs.Root>
    </Box>
  )
}

/** 退出登录: the session actor's logout, as the header's user menu does (clears token and stored profile, then Home). */
function LogoutButton(): React.JSX.Element {
  const { t } = useTranslation()
  const session = useSession()
  return (
    <Button
      variant="ghost"
      colorPalette="gray"
      justifyContent={{ base: 'center', md: 'flex-start' }}
      alignSelf={{ base: 'flex-end', md: 'stretch' }}
      size="sm"
      data-testid="center-logout"
      disabled={!session.isLoggedIn}
      onClick={() => session.send({ type: 'session.logout' })}
    >
      {t('user.logout')}
    </Button>
  )
}
