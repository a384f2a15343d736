// /cart: the customer's cart with selection, quantities, deletion with confirmation, totals and checkout.
import { Box, Button, Heading, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { STACKED_BELOW_LG } from '../../components/stacked-table'
import { useFocusAfterDone } from '../../components/use-focus-after-done'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link as RouterLink } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { cartListOptions, type CartItem } from '../../api/queries/cart-queries'
import { canCheckout, preferentialAmountFen } from '../../../domain/pricing'
import { selectionTotalFen } from './cart-amounts'
import { CartRow } from './cart-row'
import { CartSummary } from './cart-summary'
import { useShopMessage } from '../../components/shop-message'
import { useCartChanges } from './use-cart-changes'
import { usePageTitle } from '../../components/use-page-title'
import { useSuccessText } from '../../i18n/success-text'
import { pageColumn } from '../../components/layout-sizes'

/** The checkout button's side of the cart-to-payment handoff; the /cart route passes the checkout feature's. */
export interface CartCheckoutControl {
  /** Busy until the handoff code is in (a moment on the first visit) and while the items are taken out. */
  busy: boolean
  /** The server msg of a failed checkout ('' when it had none); null when none failed. */
  failure: string | null
  /** Hands the selected lines over (once the handoff code is in); false when nothing was selected (the page says so). */
  start: (items: CartItem[], totalFen: number | null) => Promise<boolean>
}

export function CartPage({ checkout: handoff }: { checkout: CartCheckoutControl }): React.JSX.Element {
  const { t } = useTranslation()
  usePageTitle(t('titles.cart'))
  const checkingOut = handoff.busy
  const checkoutFailure = handoff.failure
  const items = useSuspenseQuery(cartListOptions()).data
  const { changeQuantity, remove } = useCartChanges()
  const showMessage = useShopMessage()
  const successText = useSuccessText()
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(new Set())
  const [pendingDelete, setPendingDelete] = useState<readonly string[] | null>(null)
  // After a confirmed delete the focus goes to the heading: the line's delete button is gone with the line.
  const heading = useRef<HTMLHeadingElement>(null)
  const focusAfterDelete = useFocusAfterDone(heading)
  const askDelete = (ids: readonly string[]) => {
    focusAfterDelete.opened()
    setPendingDelete(ids)
  }

  // Lines that vanished (deleted elsewhere, merged by an update) drop out of the selection by themselves.
  const selected = items.filter((item) => selectedIds.has(item.id))
  const totalFen = selectionTotalFen(selected)
  const busy = changeQuantity.isPending || remove.isPending || checkingOut
  const allSelected = items.length > 0 && selected.length === items.length ? true : selected.length > 0 ? 'indeterminate' : false

  const select = (ids: readonly string[], on: boolean) =>
    setSelectedIds((current) => {
      const next = new Set(current)
      for (const id of ids)
        if (on) next.add(id)
        else next.delete(id)
      return next
    })

  const quantity = async (item: CartItem, value: number): Promise<boolean> => {
    try {
      showMessage(successText(await changeQuantity.mutateAsync({ item, quantity: value }), 'shop.cart.updated'))
      return true
    } catch (error) {
      showMessage(errorText(error, t('shop.loadFailed')), 'error')
      return false
    }
  }

  const confirmDelete = async () => {
    if (!pendingDelete) return
    try {
      const msg = await remove.mutateAsync(pendingDelete)
      focusAfterDelete.succeeded()
      select(pendingDelete, false)
      showMessage(successText(msg, 'shop.deleted'))
    } catch (error) {
      showMessage(errorText(error, t('shop.loadFailed')), 'error')
    } finally {
      setPendingDelete(null)
    }
  }

  // The handoff (machines/cart-checkout.ts): the selected items leave the cart first, then /paystep?source=cart. A
  // click before the handoff code is in waits for it, the button showing that it does.
  const [starting, setStarting] = useState(false)
  const checkout = () => {
    setStarting(true)
    handoff
      .start(selected, totalFen)
      .then((started) => {
        if (!started) showMessage(t('shop.cart.selectOne'), 'warning')
      })
      .catch(() => showMessage(t('shop.loadFailed'), 'error'))
      .finally(() => setStarting(false))
  }
  useEffect(() => {
    if (checkoutFailure !== null) showMessage(checkoutFailure || t('shop.loadFailed'), 'error')
  }, [checkoutFailure, showMessage, t])

  return (
    <Stack gap="6" {...pageColumn(1200)} px="6" py="10" data-testid="page-cart">
      <Heading as="h1" size="2xl" ref={heading} tabIndex={-1} outline="none">
        {t('shop.cart.title')}
      </Heading>
      {items.length === 0 ? (
        <Stack align="center" gap="4" py="16" borderWidth="1px" borderRadius="md" data-testid="cart-empty">
          <Text fontSize="lg" color="gray.500">
            {t('shop.cart.empty')}
          </Text>
          <Button asChild colorPalette="blue">
            <RouterLink to="/Buy" data-testid="cart-go-shopping">
              {t('shop.cart.goShopping')}
            </RouterLink>
          </Button>
        </Stack>
      ) : (
        <>
          <Box overflowX="auto" borderWidth="1px" borderRadius="md">
            <Table.Root size="sm" css={STACKED_BELOW_LG} data-testid="cart-table">
              <Table.Header>
                <Table.Row bg="gray.50">
                  <Table.ColumnHeader width="48px">
                    <VisuallyHidden>{t('shop.cart.select')}</VisuallyHidden>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader>{t('shop.cart.product')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('shop.cart.spec')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('shop.cart.unitPrice')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('shop.cart.quantity')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('shop.cart.price')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('shop.cart.actions')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {items.map((item) => (
                  <CartRow
                    key={item.id}
                    item={item}
                    selected={selectedIds.has(item.id)}
                    busy={busy}
                    onSelect={(on) => select([item.id], on)}
                    onQuantity={(value) => quantity(item, value)}
                    onInvalidQuantity={(text) => showMessage(text, 'error')}
                    onDelete={() => askDelete([item.id])}
                  />
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
          <CartSummary
            allSelected={allSelected}
            selectedCount={selected.length}
            totalFen={totalFen}
            preferentialFen={preferentialAmountFen(selected.length)}
            // With nothing selected the button stays clickable so that it can say '请至少选择一项产品!'.
            checkoutDisabled={selected.length > 0 && !canCheckout(totalFen)}
            busy={busy}
            checkoutStarting={starting}
            onSelectAll={(on) =>
              select(
                items.map((item) => item.id),
                on,
              )
            }
            onBatchDelete={() =>
              selected.length === 0 ? showMessage(t('shop.cart.selectOne'), 'warning') : askDelete(selected.map((item) => item.id))
            }
            onCheckout={checkout}
          />
        </>
      )}
      <ConfirmDialog
        open={pendingDelete !== null}
        title={t('shop.cart.confirmTitle')}
        text={t('shop.cart.confirmDelete')}
        confirmLabel={t('shop.cart.confirm')}
        cancelLabel={t('shop.cart.cancel')}
        testId="cart-confirm"
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPendingDelete(null)}
        finalFocus={focusAfterDelete.finalFocus}
      />
    </Stack>
  )
}

const errorText = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback)
