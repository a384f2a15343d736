// /paystep: picks what the wizard buys (the persisted progress of an earlier visit, the cart handoff with
// source=cart, or BUYDATA from the product page) once the customer's profile is in, then runs the wizard.
import { Button, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink, useLocation } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { OrderWizardInput } from '../../../../machines/order-wizard'
import type { CartCheckoutActorRef } from '../cart-handoff/cart-checkout-actor'
import { useCartCheckoutActor } from '../cart-handoff/cart-checkout-context'
import type { OrderForm, ProfileCompany } from '../../../../domain/order-form-rules'
import { useSession } from '../../../session/use-session'
import { readPurchaseData } from '../checkout-choice'
import { itemsFromCart, itemsFromPurchaseData } from './paystep-items'
import { readDraftForm, readProgress } from '../checkout-storage'
import { PaystepWizard } from './paystep-wizard'

type Profile = ProfileCompany & { id?: string | null; username?: string | null; phonenum?: string | null }

export function PaystepPage({ source }: { source?: string }): React.JSX.Element {
  const { t } = useTranslation()
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

function PaystepStart({ source, profile, cartCheckout }: PaystepStartProps): React.JSX.Element {
  const { t } = useTranslation()
  const href = useLocation({ select: (location) => location.href })
  // Decided once per visit: later changes of storage or the handoff do not swap the wizard's lines.
  const [input] = useState<OrderWizardInput | null>(() => {
    const userId = profile?.id ?? null
    const resume = readProgress(userId)
    const handoff = cartCheckout.getSnapshot().context.handoff
    const purchase = readPurchaseData()
    const items = resume
      ? resume.items
      : source === 'cart'
        ? itemsFromCart(handoff?.items ?? [])
        : purchase
          ? itemsFromPurchaseData(purchase)
          : []
    if (userId && !resume && items.length === 0) return null
    const draft = readDraftForm(userId)
    const initial: Partial<OrderForm> = draft ?? {
      username: profile?.username ?? '',
      receiverphone: profile?.phonenum ?? '',
      companyname: profile?.companyname ?? '',
      ratenumber: profile?.companysocialcreditcode ?? '',
    }
    return { userId, items, source: source === 'cart' ? 'cart' : 'buy', form: initial, resume, now: Date.now() }
  })

  if (!input) {
    return (
      <Stack align="center" gap="4" py="16" data-testid="paystep-empty">
        <Text fontSize="lg" color="gray.600">
          {t('paystep.noPurchase')}
        </Text>
        <Button asChild colorPalette="blue">
          <RouterLink to="/Buy">{t('paystep.goBuy')}</RouterLink>
        </Button>
      </Stack>
    )
  }
  return <PaystepWizard input={input} profile={profile} href={href} cartCheckout={cartCheckout} />
}
