import { createFileRoute } from '@tanstack/react-router'
import { orderDetailOptions, orderLinesOptions } from '../../api/queries/order-detail-queries'
import { PaystepPage } from '../../features/checkout/paystep/paystep-page'
import { isOrderId } from '../../features/checkout/paystep/reopened-order'
import { ReopenedOrderLoading } from '../../features/checkout/paystep/reopened-order-loading'
import { ReopenedOrderError, ReopenedOrderPage } from '../../features/checkout/paystep/reopened-order-page'
import { stringSearch } from '../../router/search-params'

const paystepSearch = stringSearch('source', 'order')

// Payment process (the order wizard); source=cart when it comes from the cart; order=<id> reopens one of the
// customer's unpaid orders at the payment step ('continue paying' of the personal centre). Needs a login.
export const Route = createFileRoute('/_loggedIn/paystep')({
  validateSearch: paystepSearch,
  loaderDeps: ({ search }: { search: ReturnType<typeof paystepSearch> }) => ({ order: search.order }),
  loader: async ({ context, deps }) => {
    // The wizard waits for the cart handoff actor, whose code CartCheckoutProvider fetches on first use: ask for it now,
    // beside the order's calls, rather than once the page has rendered. A failed fetch is the provider's to retry.
    void import('../../features/checkout/cart-handoff/cart-checkout-actor').catch(() => undefined)
    if (!isOrderId(deps.order)) return
    // Always read fresh (the payment state decides between a QR and 'already paid'): fetchQuery with staleTime 0.
    const order = await context.queryClient.fetchQuery(orderDetailOptions(deps.order))
    if (order.paymentstate !== 1) {
      // It opens at the payment step: the QR image's code loads beside the lines, before the QR is asked for. (A
      // dynamic import: the loader is part of the entry chunk, the payment step is not.)
      void import('../../features/checkout/paystep/pay-step').then(
        (step) => step.preloadPaymentQrImage(),
        () => undefined,
      )
      await context.queryClient.ensureQueryData(orderLinesOptions(order.ordernum))
    }
  },
  pendingComponent: ReopenedOrderLoading,
  errorComponent: ReopenedOrderError,
  component: function PaystepRoute() {
    const { source, order } = Route.useSearch()
    return order === undefined ? <PaystepPage source={source} /> : <ReopenedOrderPage orderId={order} />
  },
})
