// /BuyMenu body: product type, product, unit slider, duration, count, total, subscribe and add to cart. The
// subscription-config machine holds the rules; the route hands in the products and what subscribing does.
import { Box, Button, Flex, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useMachine } from '@xstate/react'
import { useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import {
  canSubscribe,
  priceUnknown,
  countLocked,
  countTooLarge,
  durationLocked,
  durationTooLong,
  isComingSoon,
  subscriptionConfigMachine,
} from '../../../../machines/subscription-config'
import type { Product } from '../../../api/queries/product-detail-queries'
import { GuardedButton } from '../../../components/guarded-button'
import { DURATION_UNITS, LINE_MAX_DURATION, LINE_MAX_NUMBER } from '../../../../domain/limits'
import { allowedUnits, formatYuan, lineTotalFen } from '../../../../domain/pricing'
import { stateKeyOf } from '../../../components/state-key'
import { useShopMessage } from '../../../components/shop-message'
import { BUY_TYPES } from '../../../../domain/product-types'
import type { PurchaseData } from '../checkout-choice'
import { ProductPrice } from './product-price'
import { BusyButton } from '../../../components/busy-button'
import { useSuccessText } from '../../../i18n/success-text'
import { pageColumn } from '../../../components/layout-sizes'

export interface SubscriptionConfiguratorProps {
  /** Online, enabled products (all types). */
  products: readonly Product[]
  initialProductId?: string
  /** Unit, duration and count chosen before (kept across the login), applied once with the initial product. */
  initialChoice?: Pick<PurchaseData, 'durationunion' | 'duration' | 'count'>
  loggedIn: boolean
  onSubscribe: (data: PurchaseData) => void
  /** Logged out: keep what was chosen and go to login. */
  onLoginRequired: (data: PurchaseData) => void
  /** Resolves with the server msg ('添加成功'). */
  onAddToCart: (data: PurchaseData) => Promise<string>
  /** Another product type was chosen, which dropped the chosen product: a stored choice of it is no longer shown. */
  onChoiceDropped?: () => void
}

export function SubscriptionConfigurator(props: SubscriptionConfiguratorProps): React.JSX.Element {
  const { products, initialProductId, loggedIn } = props
  const { t } = useTranslation()
  const typesLabelId = useId()
  const showMessage = useShopMessage()
  const successText = useSuccessText()
  // The machine's actions call the latest props, not those of the first render.
  const latest = useRef(props)
  latest.current = props

  const [snapshot, send] = useMachine(
    subscriptionConfigMachine.provide({
      actions: {
        submit: ({ context }) => {
          if (context.product) latest.current.onSubscribe(purchaseData(context.product as Product, context))
        },
        requestLogin: ({ context }) => {
          if (context.product) latest.current.onLoginRequired(purchaseData(context.product as Product, context))
        },
        forgetChoice: () => latest.current.onChoiceDropped?.(),
      },
    }),
    // The product named when the page opens lists its type from the first render.
    { input: { loggedIn, productType: products.find((item) => item.id === initialProductId)?.type } },
  )
  const { productType, product, unit, duration, count } = snapshot.context

  useEffect(() => {
    send({ type: 'session.change', loggedIn })
  }, [loggedIn, send])

  const initialProduct = products.find((item) => item.id === initialProductId)
  useEffect(() => {
    if (!initialProduct) return
    send({ type: 'type.choose', productType: initialProduct.type })
    send({ type: 'product.pick', product: initialProduct })
    const choice = latest.current.initialChoice
    if (choice) {
      // In the order the visitor set them: a unit change resets the duration. The machine's guards still apply.
      send({ type: 'unit.change', unit: choice.durationunion })
      send({ type: 'duration.change', duration: choice.duration })
      send({ type: 'count.change', count: choice.count })
    }
    // Only the product (and choice) named when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initialProduct?.id])

  const listed = products.filter((item) => item.type === productType)
  const chosen = product as Product | null
  const offeredUnits = chosen ? allowedUnits(chosen) : DURATION_UNITS
  const total = chosen ? formatYuan(lineTotalFen(chosen, unit, duration, count)) : formatYuan(0)
  const ready = canSubscribe(snapshot.context)
  // Above the contract's bounds: kept as typed, with a message, and nothing can be bought (the buttons are disabled).
  const durationOver = chosen !== null && durationTooLong(duration)
  const countOver = chosen !== null && countTooLarge(count)
  const coolingDown = snapshot.matches({ subscribeButton: 'coolingDown' })

  const addToCart = async () => {
    if (!chosen) return
    if (!loggedIn) {
      props.onLoginRequired(purchaseData(chosen, snapshot.context))
      return
    }
    try {
      showMessage(successText(await props.onAddToCart(purchaseData(chosen, snapshot.context)), 'shop.added'), 'success')
    } catch (error) {
      showMessage(error instanceof Error ? error.message : t('shop.loadFailed'), 'error')
    }
  }

  return (
    <Stack gap="6" data-testid="buymenu" data-state={stateKeyOf(snapshot)} {...pageColumn(1000)} px="6" py="10">
      <Heading as="h1" size="2xl">
        {t('shop.menu.title')}
      </Heading>

      <Stack gap="2">
        <Text fontWeight="bold" id={typesLabelId}>
          {t('shop.menu.productType')}
        </Text>
        {/* A choice that filters the product list below: toggle buttons, each saying whether it is the one chosen. */}
        <Flex gap="2" wrap="wrap" role="group" aria-labelledby={typesLabelId}>
          {BUY_TYPES.map((each) => (
            <Button
              key={each}
              aria-pressed={each === productType}
              variant={each === productType ? 'solid' : 'outline'}
              colorPalette="blue"
              size="sm"
              data-testid={`buymenu-type-${each}`}
              onClick={() => send({ type: 'type.choose', productType: each })}
            >
              {each}
            </Button>
          ))}
        </Flex>
      </Stack>

      <Stack gap="2">
        <Text fontWeight="bold">{t('shop.menu.product')}</Text>
        {listed.length === 0 && <Text color="gray.500">{t('shop.buy.noProducts')}</Text>}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          {listed.map((item) => (
            <Box
              as="button"
              key={item.id}
              textAlign="left"
              borderWidth="2px"
              borderColor={item.id === chosen?.id ? 'blue.500' : 'gray.200'}
              borderRadius="md"
              p="3"
              aria-pressed={item.id === chosen?.id}
              data-testid="buymenu-product-item"
              data-id={item.id}
              onClick={() => send({ type: 'product.pick', product: item })}
            >
              <Text fontWeight="bold">{item.name}</Text>
              <ProductPrice product={item} />
            </Box>
          ))}
        </SimpleGrid>
      </Stack>

      <Stack gap="2">
        <Text fontWeight="bold">{t('shop.menu.unit')}</Text>
        {offeredUnits.length === 1 ? (
          <Text data-testid="buymenu-unit-fixed">{t(`shop.unit.${offeredUnits[0]}`)}</Text>
        ) : (
          <Box maxWidth="420px">
            <input
              type="range"
              min={0}
              max={3}
              step={1}
              value={DURATION_UNITS.indexOf(unit)}
              disabled={!chosen}
              aria-label={t('shop.menu.unit')}
              data-testid="buymenu-unit-slider"
              style={{ width: '100%' }}
              onChange={(event) => send({ type: 'unit.change', unit: DURATION_UNITS[Number(event.target.value)] })}
            />
            <Flex justify="space-between" fontSize="sm" color="gray.600">
              {DURATION_UNITS.map((each) => (
                <Text key={each} fontWeight={each === unit && chosen ? 'bold' : 'normal'}>
                  {t(`shop.unit.${each}`)}
                </Text>
              ))}
            </Flex>
          </Box>
        )}
      </Stack>

      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" maxWidth="600px">
        <Stack gap="1">
          <Text asChild fontWeight="bold">
            <label htmlFor="buymenu-duration">
              {t('shop.menu.duration')} ({t(`shop.unit.${unit}`)})
            </label>
          </Text>
          <Input
            id="buymenu-duration"
            type="number"
            min={0}
            max={LINE_MAX_DURATION}
            step={1}
            value={duration}
            disabled={!chosen || durationLocked(chosen)}
            aria-invalid={durationOver || undefined}
            aria-describedby={durationOver ? 'buymenu-duration-max' : undefined}
            data-testid="buymenu-duration"
            onChange={(event) => send({ type: 'duration.change', duration: Number(event.target.value) })}
          />
          {chosen && durationLocked(chosen) && (
            <Text fontSize="sm" color="gray.500">
              {t('shop.menu.lockedDuration', { duration: t(`shop.duration.${unit}`, { count: duration }) })}
            </Text>
          )}
          {chosen && !isComingSoon(chosen) && priceUnknown(chosen, unit) && (
            <Text fontSize="sm" color="red.600" role="status" data-testid="buymenu-price-unknown">
              {t('shop.menu.priceUnknown')}
            </Text>
          )}
          {chosen && duration < 1 && (
            <Text fontSize="sm" color="red.500" data-testid="buymenu-duration-hint">
              {t('shop.menu.durationAtLeastOne')}
            </Text>
          )}
          {durationOver && (
            <Text id="buymenu-duration-max" fontSize="sm" color="red.600" role="status" data-testid="buymenu-duration-max">
              {t('shop.menu.durationAtMost', { max: LINE_MAX_DURATION })}
            </Text>
          )}
        </Stack>
        <Stack gap="1">
          <Text asChild fontWeight="bold">
            <label htmlFor="buymenu-count">{t('shop.menu.count')}</label>
          </Text>
          <Input
            id="buymenu-count"
            type="number"
            min={1}
            max={LINE_MAX_NUMBER}
            step={1}
            value={count}
            disabled={!chosen || countLocked(chosen)}
            aria-invalid={countOver || undefined}
            aria-describedby={countOver ? 'buymenu-count-max' : undefined}
            data-testid="buymenu-count"
            onChange={(event) => send({ type: 'count.change', count: Number(event.target.value) })}
          />
          {chosen && countLocked(chosen) && (
            <Text fontSize="sm" color="gray.500">
              {t('shop.menu.lockedCount', { count })}
            </Text>
          )}
          {countOver && (
            <Text id="buymenu-count-max" fontSize="sm" color="red.600" role="status" data-testid="buymenu-count-max">
              {t('shop.menu.countAtMost', { max: LINE_MAX_NUMBER })}
            </Text>
          )}
        </Stack>
      </SimpleGrid>

      <Flex align="center" gap="4" wrap="wrap">
        <Text fontSize="lg">
          {t('shop.menu.total')}: {t('shop.menu.currency')}
          <Text as="span" fontSize="2xl" fontWeight="bold" color="red.600" data-testid="buymenu-total">
            {total}
          </Text>
        </Text>
        <BusyButton
          colorPalette="blue"
          data-testid="buymenu-subscribe"
          data-state={coolingDown ? 'coolingDown' : 'ready'}
          disabled={!ready}
          busy={coolingDown}
          onClick={() => send({ type: 'subscribe' })}
        >
          {isComingSoon(chosen) ? t('shop.comingSoon') : t('shop.subscribe')}
        </BusyButton>
        <GuardedButton
          variant="outline"
          colorPalette="blue"
          data-testid="buymenu-add-cart"
          disabled={!ready}
          onClick={() => void addToCart()}
        >
          {t('shop.addToCart')}
        </GuardedButton>
        {!chosen && (
          <Text color="gray.500" fontSize="sm">
            {t('shop.menu.pickFirst')}
          </Text>
        )}
      </Flex>
    </Stack>
  )
}

function purchaseData(product: Product, config: { unit: PurchaseData['durationunion']; duration: number; count: number }): PurchaseData {
  return { ...product, duration: config.duration, durationunion: config.unit, count: config.count }
}
