// /BuyMenu: the configurator wired to the session, the cart and the payment route.
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useLocation, useNavigate } from '@tanstack/react-router'
import { cartKeys, createCartItem } from '../../api/queries/cart-queries'
import { productListOptions } from '../../api/queries/product-queries'
import { rememberRouteForLogin } from '../../router/guarded-route'
import { useRefreshCartCount } from '../../session/session-context'
import { useSession } from '../../session/use-session'
import { isBuyType } from '../../../domain/product-types'
import { startNewPurchase } from '../paystep/paystep-storage'
import { storePurchaseData, type PurchaseData } from './purchase-data'
import { SubscriptionConfigurator } from './subscription-configurator'

export function BuyMenuPage({ productId }: { productId?: string }): React.JSX.Element {
  const products = (useSuspenseQuery(productListOptions()).data?.list ?? []).filter((product) => isBuyType(product.type))
  const session = useSession()
  const navigate = useNavigate()
  const href = useLocation({ select: (location) => location.href })
  const queryClient = useQueryClient()
  const refreshCartCount = useRefreshCartCount()

  const addToCart = async (data: PurchaseData): Promise<string> => {
    const msg = await createCartItem({
      productid: data.id,
      producttype: data.type,
      productname: data.name,
      number: data.count,
      duration: data.duration,
      durationunion: data.durationunion,
    })
    await queryClient.invalidateQueries({ queryKey: cartKeys.all })
    refreshCartCount()
    return msg
  }

  return (
    <SubscriptionConfigurator
      products={products}
      initialProductId={productId}
      loggedIn={session.hasSession}
      onSubscribe={(data) => {
        // A new purchase: the wizard of an earlier one is not resumed.
        startNewPurchase()
        storePurchaseData(data)
        void navigate({ to: '/paystep' })
      }}
      onLoginRequired={() => {
        rememberRouteForLogin(href)
        void navigate({ to: '/login' })
      }}
      onAddToCart={addToCart}
    />
  )
}
