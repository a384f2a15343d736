// /paystep?order=<id>: 'continue paying' of a pending order from the personal centre, on any device. The order and
// its lines come from the server (the route's loader); a paid order is never offered a QR; an id that is not the
// customer's (refused by the server) or not an id at all shows a message, never the wizard.
import { Button, Heading, Stack, Text } from '@chakra-ui/react'
import { useQueryClient, useQueryErrorResetBoundary, useSuspenseQuery } from '@tanstack/react-query'
import { Link as RouterLink, useLocation, useNavigate, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CheckoutInput } from '../../../../machines/checkout'
import { orderDetailKeys, orderDetailOptions, orderLinesOptions } from '../../../api/queries/order-detail-queries'
import { ApiError } from '../../../api/api-error'
import { usePageTitle } from '../../../components/use-page-title'
import { rememberRouteForLogin } from '../../../router/guarded-route'
import { useSession } from '../../../session/use-session'
import { useCartCheckoutActor } from '../cart-handoff/cart-checkout-context'
import { forgetCheckoutOfOrder, newAttemptId } from '../checkout-storage'
import { serverCalls } from './checkout-logic'
import { PaystepWizard } from './paystep-wizard'
import { isOrderId, itemsFromOrderLines, reopenedOrder } from './reopened-order'
import { ReopenedOrderLoading } from './reopened-order-loading'

/** The paystep's document title, following the language. */
export function usePaystepTitle(): void {
  const { t } = useTranslation()
  usePageTitle(t('paystep.title'))
}

/** The personal centre's order tab, on its pending (待支付) or paid (已支付, the default) sub-tab. */
const ordersSearch = (tab: 'pending' | 'paid') => ({ value: '0', tab: tab === 'pending' ? ('pending' as const) : undefined })

/** The order cannot be shown: another customer's or unknown (403/404, or not an id), or the load failed (a retry). */
function ReopenedRefused({ refused, message, onRetry }: { refused: boolean; message?: string; onRetry?: () => void }): React.JSX.Element {
  const { t } = useTranslation()
  usePaystepTitle()
  return (
    <Stack align="center" gap="4" py="24" px="6" data-testid="paystep-reopened-refused" data-refused={refused}>
      <Heading as="h1" size="2xl">
        {t('paystep.title')}
      </Heading>
      <Text role="alert" fontSize="lg" color="red.600" textAlign="center" data-testid="paystep-reopened-refused-text">
        {refused ? t('paystep.reopened.refused') : `${t('paystep.reopened.loadFailed')}${message ? `: ${message}` : ''}`}
      </Text>
      {onRetry && (
        <Button colorPalette="blue" data-testid="paystep-reopened-retry" onClick={onRetry}>
          {t('paystep.reopened.retry')}
        </Button>
      )}
      <Button asChild variant="outline">
        <RouterLink to="/PersonalCenter" search={ordersSearch('pending')} data-testid="paystep-reopened-to-orders">
          {t('paystep.reopened.toPendingOrders')}
        </RouterLink>
      </Button>
    </Stack>
  )
}

const isRefusal = (error: unknown): boolean => error instanceof ApiError && [400, 403, 404].includes(error.code)

/** The route's errorComponent for /paystep?order=: the server refused the id, or the load failed. */
export function ReopenedOrderError({ error, reset }: ErrorComponentProps): React.JSX.Element {
  const router = useRouter()
  const queryReset = useQueryErrorResetBoundary()
  if (isRefusal(error)) return <ReopenedRefused refused />
  return (
    <ReopenedRefused
      refused={false}
      message={error instanceof Error ? error.message : undefined}
      onRetry={() => {
        queryReset.reset()
        reset()
        void router.invalidate()
      }}
    />
  )
}

/** A paid order: never a QR again; its place is the personal centre's paid orders. */
function AlreadyPaid({ ordernum }: { ordernum: string }): React.JSX.Element {
  const { t } = useTranslation()
  return (
    <Stack align="center" gap="4" py="24" px="6" data-testid="paystep-already-paid">
      <Heading as="h1" size="2xl">
        {t('paystep.title')}
      </Heading>
      <Text role="status" fontSize="lg" fontWeight="bold" color="green.700" textAlign="center" data-testid="paystep-already-paid-text">
        {t('paystep.reopened.alreadyPaid')}
      </Text>
      <Text color="gray.700">
        {t('paystep.pay.orderNum')}: <span data-testid="paystep-already-paid-ordernum">{ordernum}</span>
      </Text>
      <Button asChild colorPalette="blue">
        <RouterLink to="/PersonalCenter" search={ordersSearch('paid')} data-testid="paystep-to-paid-orders">
          {t('paystep.reopened.toPaidOrders')}
        </RouterLink>
      </Button>
    </Stack>
  )
}

/** /paystep?order=<id>: the loader has read the order (and its lines when unpaid). */
export function ReopenedOrderPage({ orderId }: { orderId: string | undefined }): React.JSX.Element {
  usePaystepTitle()
  const session = useSession()
  if (!isOrderId(orderId)) return <ReopenedRefused refused />
  // The guard saw a token; wait for the profile (the wizard needs the user id).
  if (session.hasSession && !session.isLoggedIn) return <ReopenedOrderLoading />
  const user = session.isLoggedIn ? (session.user as { id?: string | null; phonenum?: string | null } | null) : null
  return <ReopenedOrder orderId={orderId} userId={user?.id ?? null} phone={user?.phonenum ?? null} />
}

function ReopenedOrder({ orderId, userId, phone }: { orderId: string; userId: string | null; phone: string | null }): React.JSX.Element {
  const { data: detail } = useSuspenseQuery(orderDetailOptions(orderId))
  // Decided once per visit (the loader read it fresh): paying here refetches the order, and the wizard stays to
  // show 'payment complete'.
  const [paid] = useState(() => detail.paymentstate === 1)
  useEffect(() => {
    // A stored wizard of this very order is over once the order is paid.
    if (paid) forgetCheckoutOfOrder(detail.id)
  }, [paid, detail.id])
  if (paid) return <AlreadyPaid ordernum={detail.ordernum} />
  return <ReopenedWizard orderId={orderId} userId={userId} phone={phone} />
}

function ReopenedWizard({ orderId, userId, phone }: { orderId: string; userId: string | null; phone: string | null }): React.JSX.Element {
  const { data: detail } = useSuspenseQuery(orderDetailOptions(orderId))
  const { data: lines } = useSuspenseQuery(orderLinesOptions(detail.ordernum))
  const cartCheckout = useCartCheckoutActor()
  const queryClient = useQueryClient()
  const href = useLocation({ select: (location) => location.href })
  const navigate = useNavigate()
  const [calls] = useState(() => serverCalls(() => phone))
  // Decided once per visit: a refetch of the order does not restart the wizard.
  const [input] = useState<CheckoutInput>(() => ({
    userId,
    items: itemsFromOrderLines(lines),
    source: 'buy',
    attemptId: newAttemptId(),
    order: reopenedOrder(detail),
  }))
  if (!cartCheckout) return <ReopenedOrderLoading />
  return (
    <PaystepWizard
      input={input}
      profile={null}
      calls={calls}
      cartCheckout={cartCheckout}
      onPaid={() => void queryClient.invalidateQueries({ queryKey: orderDetailKeys.all })}
      navigation={{
        toLogin: () => {
          rememberRouteForLogin(href)
          void navigate({ to: '/login' })
        },
        toOrders: () => void navigate({ to: '/user/orderManagement' }),
        toPendingOrders: () => void navigate({ to: '/PersonalCenter', search: ordersSearch('pending') }),
      }}
    />
  )
}
