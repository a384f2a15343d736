// /paystep: picks what the wizard buys (the persisted snapshot of an unfinished purchase, the cart handoff with
// source=cart, or the stored choice from the product page) once the customer's profile is in, then runs the wizard.
import { Button, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink, useLocation, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { orderDetailKeys } from '../../../api/queries/order-detail-queries'
import { useTranslation } from 'react-i18next'
import type { Snapshot } from 'xstate'
import { checkoutMachine, type CheckoutInput } from '../../../../machines/checkout'
import type { CartCheckoutActorRef } from '../cart-handoff/cart-checkout-actor'
import { useCartCheckoutActor } from '../cart-handoff/cart-checkout-context'
import type { OrderForm, ProfileCompany } from '../../../../domain/order-form-rules'
import { useSession } from '../../../session/use-session'
import { readPurchaseData } from '../checkout-choice'
import { itemsFromCart, itemsFromPurchaseData } from './paystep-items'
import { forgetCheckout, newAttemptId, readCheckout } from '../checkout-storage'
import { rememberRouteForLogin } from '../../../router/guarded-route'
import { serverCalls } from './checkout-logic'
import { PaystepWizard } from './paystep-wizard'
import { usePageTitle } from '../../../components/use-page-title'

type Profile = ProfileCompany & { id?: string | null; username?: string | null; phonenum?: string | null }

export function PaystepPage({ source }: { source?: string }): React.JSX.Element {
  const { t } = useTranslation()
  usePageTitle(t('titles.paystep'))
  const session = useSession()
  // The guard saw a token; wait for the profile (the wizard needs the user id).
  if (session.hasSession && !session.isLoggedIn) {
    return (
      <Text textAlign="center" py="16" color="gray.600" data-testid="paystep-loading">
        {t('paystep.loading')}
      </Text>
    )
  }
  const profile = session.isLoggedIn ? (session.user as Profile | null) : null
  return <PaystepHandoff source={source} profile={profile} />
}

// The cart handoff actor (its code is a separate chunk) is needed before the wizard's lines are known.
function PaystepHandoff({ source, profile }: { source?: string; profile: Profile | null }): React.JSX.Element {
  const { t } = useTranslation()
  const cartCheckout = useCartCheckoutActor()
  if (!cartCheckout) {
    return (
      <Text textAlign="center" py="16" color="gray.600" data-testid="paystep-loading">
        {t('paystep.loading')}
      </Text>
    )
  }
  return <PaystepStart source={source} profile={profile} cartCheckout={cartCheckout} />
}

interface PaystepStartProps {
  source?: string
  profile: Profile | null
  cartCheckout: CartCheckoutActorRef
}

type WizardStart =
  | { input: CheckoutInput; resume?: Snapshot<unknown>; restoreFailed: boolean }
  | { input: null; restoreFailed: boolean; backInCart?: boolean }

/** A persisted cart purchase that has no order yet (its items are in the handoff, or back in the cart). */
const isCartPurchaseWithoutOrder = (snapshot: Snapshot<unknown>): boolean => {
  const context = (snapshot as { context?: { source?: unknown; order?: unknown } }).context
  return context?.source === 'cart' && !context.order
}

function PaystepStart({ source, profile, cartCheckout }: PaystepStartProps): React.JSX.Element {
  const { t } = useTranslation()
  const href = useLocation({ select: (location) => location.href })
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [calls] = useState(() => serverCalls(() => profile?.phonenum ?? null))
  // Decided once per visit: later changes of storage or the handoff do not swap the wizard's lines.
  const [start] = useState<WizardStart>(() => {
    const userId = profile?.id ?? null
    const stored = readCheckout(userId, checkoutMachine)
    const initial: Partial<OrderForm> = {
      username: profile?.username ?? '',
      receiverphone: profile?.phonenum ?? '',
      companyname: profile?.companyname ?? '',
      ratenumber: profile?.companysocialcreditcode ?? '',
    }
    const fromCart = source === 'cart'
    const base = { userId, form: initial, source: fromCart ? ('cart' as const) : ('buy' as const), attemptId: newAttemptId() }
    // The handed-off items are the wizard's only while the handoff is in the wizard: once the wizard was left they
    // are being put back (or are back) in the cart, and a wizard resumed by Back would sell them a second time.
    const cart = cartCheckout.getSnapshot()
    const handedOff = cart.matches('inWizard')
    const backInCart = cart.matches('restoring') || cart.matches({ idle: 'restored' })
    if (stored.status === 'restored' && !handedOff && isCartPurchaseWithoutOrder(stored.snapshot)) {
      forgetCheckout()
      return { input: null, restoreFailed: false, backInCart }
    }
    if (stored.status === 'restored') return { input: { ...base, items: [] }, resume: stored.snapshot, restoreFailed: false }
    const restoreFailed = stored.status === 'failed'
    const handoff = handedOff ? cart.context.handoff : null
    const purchase = readPurchaseData()
    const items = fromCart ? itemsFromCart(handoff?.items ?? []) : purchase ? itemsFromPurchaseData(purchase) : []
    if (userId && items.length === 0) return { input: null, restoreFailed, backInCart: fromCart && backInCart }
    return { input: { ...base, items }, restoreFailed }
  })

  if (!start.input) {
    return (
      <Stack align="center" gap="4" py="16" data-testid="paystep-empty">
        {start.restoreFailed && (
          <Text role="alert" color="orange.700" data-testid="paystep-restore-failed">
            {t('paystep.restoreFailed')}
          </Text>
        )}
        {start.backInCart ? (
          <>
            <Text fontSize="lg" color="gray.600" data-testid="paystep-back-in-cart">
              {t('paystep.backInCart')}
            </Text>
            <Button asChild colorPalette="blue">
              <RouterLink to="/cart">{t('paystep.goCart')}</RouterLink>
            </Button>
          </>
        ) : (
          <>
            <Text fontSize="lg" color="gray.600">
              {t('paystep.noPurchase')}
            </Text>
            <Button asChild colorPalette="blue">
              <RouterLink to="/Buy">{t('paystep.goBuy')}</RouterLink>
            </Button>
          </>
        )}
      </Stack>
    )
  }
  return (
    <PaystepWizard
      input={start.input}
      resume={start.resume}
      restoreFailed={start.restoreFailed}
      profile={profile}
      calls={calls}
      navigation={{
        toLogin: () => {
          rememberRouteForLogin(href)
          void navigate({ to: '/login' })
        },
        toOrders: () => void navigate({ to: '/user/orderManagement' }),
        // Only a reopened order (reopened-order-page.tsx) leaves for the pending orders.
        toPendingOrders: () => void navigate({ to: '/user/orderManagement' }),
      }}
      onPaid={() => void queryClient.invalidateQueries({ queryKey: orderDetailKeys.all })}
      cartCheckout={cartCheckout}
    />
  )
}
