// The five-step wizard: machines/checkout.ts (calls and effects provided in checkout-logic.ts), which invokes the
// agreement gate and the reseller code as its children; this component reads them from snapshot.children. The whole
// snapshot is persisted (checkout-storage.ts), so a reload resumes the same order. An order reopened from the
// personal centre (input.order) is the server's: it is not persisted (the URL carries it) and never replaces the
// persisted wizard of another purchase.
import { Box, Button, Flex, Heading, Stack } from '@chakra-ui/react'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Snapshot } from 'xstate'
import { isTicked } from '../../../../machines/agreement-gate'
import { wizardStep, type CheckoutInput, type UnfinishedReason } from '../../../../machines/checkout'
import { appliedRetailer } from '../../../../machines/retailer-code'
import { updateCustomer } from '../../../api/queries/order-queries'
import type { CartCheckoutActorRef } from '../cart-handoff/cart-checkout-actor'
import { differsFromProfile, profileChangeFromOrderForm, type OrderForm, type ProfileCompany } from '../../../../domain/order-form-rules'
import { USERINFO_KEY, storage } from '../../../storage/storage'
import { forgetPurchaseData } from '../checkout-choice'
import { forgetCheckout, forgetCheckoutOfOrder, saveCheckout } from '../checkout-storage'
import { useShopMessage } from '../../../components/shop-message'
import { stateKeyOf } from '../../../components/state-key'
import { whenIdle } from '../../../components/load-ahead'
import { AgreementBox, preloadAgreement } from './agreement-box'
import { ConfirmPaymentDialog } from './confirm-payment-dialog'
import { OrderFormStep } from './order-form-step'
import { OrderLines } from './order-lines'
import { PayStep } from './pay-step'
import { ReopenedOrderLines } from './reopened-order-lines'
import { retailerFieldState } from './retailer-field-state'
import { CompleteStep, OrderClosedStep, UnfinishedStep } from './result-steps'
import { PAYSTEP_STEPS, StepBar } from './step-bar'
import { checkoutLogic, type CheckoutCalls } from './checkout-logic'
import { BusyButton } from '../../../components/busy-button'
import { useSuccessText } from '../../../i18n/success-text'
import { pageColumn } from '../../../components/layout-sizes'

export interface PaystepWizardProps {
  input: CheckoutInput
  /** The persisted snapshot of this customer's unfinished purchase, to resume. */
  resume?: Snapshot<unknown>
  /** A persisted snapshot was found but could not be restored: the wizard starts fresh and says so. */
  restoreFailed?: boolean
  profile: (ProfileCompany & { phonenum?: string | null }) | null
  /** The wizard's calls (serverCalls in the app). */
  calls: CheckoutCalls
  /**
   * Where the wizard sends the customer: the login (and back here), the personal centre's orders, its pending orders
   * (leaving a reopened order).
   */
  navigation: { toLogin: () => void; toOrders: () => void; toPendingOrders: () => void }
  cartCheckout: CartCheckoutActorRef
  /** The order is paid (e.g. the page refreshes the order lists). */
  onPaid?: () => void
}

export function PaystepWizard(props: PaystepWizardProps): React.JSX.Element {
  const { input, resume, restoreFailed, profile, cartCheckout } = props
  const { t } = useTranslation()
  const showMessage = useShopMessage()
  const successText = useSuccessText()
  const effectsRef = useRef({ t, navigation: props.navigation, showMessage })
  effectsRef.current = { t, navigation: props.navigation, showMessage }

  const logic = useMemo(
    () =>
      checkoutLogic(props.calls, {
        redirectToLogin: () => effectsRef.current.navigation.toLogin(),
        orderCreated: () => {
          // The handed-off cart items now belong to the order.
          if (cartCheckout.getSnapshot().matches('inWizard')) cartCheckout.send({ type: 'order.created' })
        },
        paymentCancelled: () => effectsRef.current.showMessage(effectsRef.current.t('paystep.cancelled'), 'warning'),
        goToOrders: () => effectsRef.current.navigation.toOrders(),
        goToPendingOrders: () => effectsRef.current.navigation.toPendingOrders(),
      }),
    // One wizard per mount: its logic never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  )
  const actorRef = useActorRef(logic, resume ? { input, snapshot: resume } : { input })
  const snapshot = useSelector(actorRef, (current) => current)
  const send = actorRef.send
  const { context } = snapshot
  const step = wizardStep(snapshot)
  // A step's buttons go with it: when the step changes under a focus that went with them (Next, the payment dialog's
  // confirm), the new step takes the focus, so the keyboard user goes on from there and hears which step it is.
  const stepBox = useRef<HTMLDivElement>(null)
  const shownStep = useRef(step)
  useEffect(() => {
    if (shownStep.current === step) return
    shownStep.current = step
    const active = document.activeElement
    if (!active || active === document.body) stepBox.current?.focus()
  }, [step])

  // Every buyer reads the agreement at step 1 before going on: its viewer and document load while the form and the
  // order lines are on screen, once the page is idle.
  const agreementAhead = step <= 1 && !context.agreed
  useEffect(() => (agreementAhead ? whenIdle(preloadAgreement) : undefined), [agreementAhead])

  // ---- persisted on every change (children included); paid or left for login: nothing to resume
  const owner = input.userId
  const reopenedId = input.order?.id
  const onPaidRef = useRef(props.onPaid)
  onPaidRef.current = props.onPaid
  useEffect(() => {
    let paid = false
    const save = () => {
      const current = actorRef.getSnapshot()
      if (current.status !== 'active') return
      if (current.matches('complete')) {
        if (!paid) onPaidRef.current?.()
        paid = true
        // Paid: the next visit to /paystep is a new purchase (a reopened order: only a stored wizard of that order
        // is over; another purchase's stays).
        if (reopenedId) forgetCheckoutOfOrder(reopenedId)
        else {
          forgetCheckout()
          forgetPurchaseData()
        }
      } else if (owner && !reopenedId) saveCheckout(owner, actorRef.getPersistedSnapshot())
    }
    save()
    const subscription = actorRef.subscribe(save)
    return () => subscription.unsubscribe()
  }, [actorRef, owner, reopenedId])
  // A restored snapshot has no timers: the wizard starts again what it lost (machines/checkout.ts, checkout.resume).
  useEffect(() => {
    if (resume) actorRef.send({ type: 'checkout.resume', now: Date.now() })
  }, [actorRef, resume])

  // ---- the children: the agreement box and the reseller code
  const gateRef = snapshot.children.agreementGate
  const retailerRef = snapshot.children.retailerCode
  const gate = useSelector(gateRef, (current) => current)
  const retailer = useSelector(retailerRef, (current) => current)
  const onBoxClick = () => gateRef?.send({ type: gate && isTicked(gate) ? 'agreement.untick' : 'agreement.open' })

  const complete = snapshot.matches('complete') || snapshot.matches('finished')

  // ---- save to personal info
  const [savedProfile, setSavedProfile] = useState<ProfileCompany | null>(null)
  const [saving, setSaving] = useState(false)
  const storedProfile = savedProfile ?? profile
  const saveProfile = async (form: OrderForm) => {
    const id = input.userId
    if (!id) return
    const body = profileChangeFromOrderForm(form)
    setSaving(true)
    try {
      const msg = await updateCustomer(id, body)
      setSavedProfile({ ...storedProfile, ...body })
      const stored = storage.get<Record<string, unknown>>(USERINFO_KEY)
      if (stored) storage.set(USERINFO_KEY, { ...stored, ...body })
      showMessage(successText(msg, 'profile.saved'))
    } catch (error) {
      showMessage(error instanceof Error && error.message ? error.message : t('paystep.form.saveFailed'), 'error')
    } finally {
      setSaving(false)
    }
  }

  const unfinishedReason = (['unpaid', 'failed', 'timedOut'] as const).find((reason) => snapshot.matches({ unfinished: reason })) as
    | UnfinishedReason
    | undefined

  return (
    <Stack gap="6" {...pageColumn(1100)} px="6" py="10" data-testid="paystep-wizard" data-state={stateKeyOf(snapshot)} data-step={step}>
      <Heading as="h1" size="2xl">
        {t('paystep.title')}
      </Heading>
      {restoreFailed && (
        <Box role="alert" color="orange.700" data-testid="paystep-restore-failed">
          {t('paystep.restoreFailed')}
        </Box>
      )}
      <StepBar step={step} />
      <Box
        ref={stepBox}
        tabIndex={-1}
        outline="none"
        role="group"
        aria-label={t(`paystep.steps.${PAYSTEP_STEPS[step]}`)}
        data-testid="paystep-step"
        borderWidth="1px"
        borderRadius="md"
        bg="gray.50"
        p="6"
      >
        {snapshot.matches('fillInfo') && retailer && retailerRef && (
          <OrderFormStep
            form={context.form}
            errors={context.errors}
            retailer={appliedRetailer(retailer.context)}
            retailerState={retailerFieldState(retailer)}
            showSaveProfile={differsFromProfile(context.form, storedProfile)}
            saving={saving}
            onChange={(values) => send({ type: 'form.change', values })}
            onRetailer={(event) => retailerRef.send(event)}
            onSaveProfile={() => void saveProfile(context.form)}
            onNext={() => send({ type: 'wizard.next' })}
          />
        )}
        {(snapshot.matches('checkOrder') || snapshot.matches('confirmingPayment')) && gate && gateRef && (
          <Stack gap="5" data-testid="paystep-review">
            <OrderLines items={context.items} retailer={context.retailer} />
            <AgreementBox
              ticked={isTicked(gate)}
              dialogOpen={gate.matches('dialog')}
              canAgree={gate.matches({ dialog: 'canAgree' })}
              gateState={stateKeyOf(gate)}
              onGate={gateRef.send}
              onBoxClick={onBoxClick}
            />
            {snapshot.matches({ checkOrder: 'failed' }) && context.message && (
              <Box role="alert" color="orange.700" data-testid="paystep-order-failed">
                {context.message}
              </Box>
            )}
            <Flex justify="flex-end" gap="3">
              <Button
                variant="outline"
                data-testid="paystep-back"
                disabled={snapshot.matches({ checkOrder: 'creatingOrder' })}
                onClick={() => send({ type: 'wizard.back' })}
              >
                {t('paystep.back')}
              </Button>
              <BusyButton
                colorPalette="blue"
                data-testid="paystep-next"
                disabled={!context.agreed}
                loading={snapshot.matches({ checkOrder: 'creatingOrder' })}
                loadingText={t('paystep.creating')}
                onClick={() => send({ type: 'wizard.next' })}
              >
                {t('paystep.next')}
              </BusyButton>
            </Flex>
            {snapshot.matches('confirmingPayment') && (
              <ConfirmPaymentDialog onConfirm={() => send({ type: 'payment.confirm' })} onCancel={() => send({ type: 'payment.cancel' })} />
            )}
          </Stack>
        )}
        {(snapshot.matches('requestingQr') || snapshot.matches('qrFailed') || snapshot.matches('pay')) && context.order && (
          <PayStep
            lines={context.fromOrders ? <ReopenedOrderLines items={context.items} /> : null}
            backLabel={context.fromOrders ? t('paystep.reopened.toPendingOrders') : undefined}
            order={context.order}
            qr={context.qr}
            phase={
              snapshot.matches('requestingQr')
                ? 'requesting'
                : snapshot.matches('qrFailed')
                  ? 'failed'
                  : snapshot.matches({ pay: 'confirming' })
                    ? 'confirming'
                    : 'paying'
            }
            message={context.message}
            onCheck={() => send({ type: 'payment.check' })}
            onRefresh={() => send({ type: 'qr.refresh' })}
            onRetry={() => send({ type: 'qr.retry' })}
            onBack={() => send({ type: 'wizard.back' })}
          />
        )}
        {snapshot.matches('orderClosed') && (
          <OrderClosedStep
            message={context.message}
            restartLabel={context.fromOrders ? t('paystep.reopened.toPendingOrders') : undefined}
            onRestart={() => send({ type: 'wizard.restart' })}
          />
        )}
        {unfinishedReason && (
          <UnfinishedStep reason={unfinishedReason} onContinue={() => send({ type: 'payment.continue', now: Date.now() })} />
        )}
        {complete && (
          <CompleteStep
            phase={
              snapshot.matches({ complete: 'recordingInvoice' })
                ? 'recordingInvoice'
                : snapshot.matches({ complete: 'invoiceFailed' })
                  ? 'invoiceFailed'
                  : 'shown'
            }
            message={context.message}
            ordernum={context.order?.ordernum}
            onRetry={() => send({ type: 'invoice.retry' })}
            onFinish={() => send({ type: 'wizard.finish' })}
          />
        )}
      </Box>
    </Stack>
  )
}
