// /BuyMenu: the configurator wired to the session, the cart and the payment route.
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { cartKeys, createCartItem } from '../../../api/queries/cart-queries'
import { productListOptions } from '../../../api/queries/product-queries'
import { useRefreshCartCount } from '../../../session/session-context'
import { profileIdOf, useSession } from '../../../session/use-session'
import { isBuyType } from '../../../../domain/product-types'
import { forgetCheckout } from '../checkout-storage'
import { claimPurchaseData, forgetChoiceOf, readChoiceFor, storePurchaseData, type PurchaseData } from '../checkout-choice'
import { SubscriptionConfigurator } from './subscription-configurator'
import { useTranslation } from 'react-i18next'
import { usePageTitle } from '../../../components/use-page-title'

export function BuyMenuPage({ productId }: { productId?: string }): React.JSX.Element {
  const { t } = useTranslation()
  usePageTitle(t('titles.buyMenu'))
  const products = (useSuspenseQuery(productListOptions()).data?.list ?? []).filter((product) => isBuyType(product.type))
  const session = useSession()
  const navigate = useNavigate()
  const ownerId = profileIdOf(session.user) ?? null
  // What this visitor chose before (typically before the login that brought them back): shown again unless the
  // address names another product.
  const [restored] = useState(() => {
    const choice = readChoiceFor(ownerId)
    return choice && (productId === undefined || productId === choice.id) ? choice : null
  })
  useEffect(() => {
    if (ownerId) claimPurchaseData(ownerId)
  }, [ownerId])
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
      initialProductId={restored?.id ?? productId}
      initialChoice={restored ?? undefined}
      loggedIn={session.hasSession}
      onSubscribe={(data) => {
        // A new purchase: the wizard of an earlier one is not resumed.
        forgetCheckout()
        storePurchaseData(data, ownerId)
        void navigate({ to: '/paystep' })
      }}
      onLoginRequired={(data) => {
        // Owner-less until the login; the route change to /login remembers this page to come back to.
        storePurchaseData(data, null)
        void navigate({ to: '/login' })
      }}
      onAddToCart={addToCart}
      // What is stored is what is shown: a dropped product is not restored by a reload or the next login.
      onChoiceDropped={() => forgetChoiceOf(ownerId)}
    />
  )
}
