// The five-step wizard: orderWizard (calls and effects provided in wizard-logic.ts) with the agreement gate and
// the reseller code machines beside it. Its progress is persisted, so a reload resumes the same order.
import { Box, Button, Flex, Heading, Stack } from '@chakra-ui/react'
import { useNavigate } from '@tanstack/react-router'
import { useMachine } from '@xstate/react'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fromPromise } from 'xstate'
import { agreementGateMachine, isTicked, type AgreementGateEvent } from '../../../machines/agreement-gate'
import { wizardStep, type OrderWizardInput, type UnfinishedReason } from '../../../machines/order-wizard'
import { appliedRetailer, retailerCodeMachine } from '../../../machines/retailer-code'
import { lookupRetailerCode, updateCustomer } from '../../api/queries/order-queries'
import type { CartCheckoutActorRef } from '../../checkout/cart-checkout-actor'
import { differsFromProfile, type OrderForm, type ProfileCompany } from '../../../domain/order-form-rules'
import { rememberRouteForLogin } from '../../router/guarded-route'
import { USERINFO_KEY, storage } from '../../storage/storage'
import { BUYDATA_KEY } from '../buy/purchase-data'
import { useShopMessage } from '../cart/shop-message'
import { stateKeyOf } from '../login/state-key'
import { AgreementBox } from './agreement-box'
import { ConfirmPaymentDialog } from './confirm-payment-dialog'
import { OrderFormStep } from './order-form-step'
import { OrderLines } from './order-lines'
import { PayStep } from './pay-step'
import { readDraft, readDraftRetailerCount, renewAttempt, saveDraftForm, saveDraftRetailerCount, startNewPurchase } from './paystep-storage'
import { retailerLines } from './paystep-items'
import { retailerFieldState } from './retailer-field-state'
import { CompleteStep, OrderClosedStep, UnfinishedStep } from './result-steps'
import { StepBar } from './step-bar'
import { paystepWizardLogic } from './wizard-logic'

export interface PaystepWizardProps {
  input: OrderWizardInput
  profile: (ProfileCompany & { phonenum?: string | null }) | null
  href: string
  cartCheckout: CartCheckoutActorRef
}

export function PaystepWizard({ input, profile, href, cartCheckout }: PaystepWizardProps): React.JSX.Element {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [messageElement, showMessage] = useShopMessage()
  const effectsRef = useRef({ t, navigate, showMessage })
  effectsRef.current = { t, navigate, showMessage }

  const logic = useMemo(
    () =>
      paystepWizardLogic({
        attemptId: () => readDraft().attemptId,
        phone: () => profile?.phonenum ?? null,
        redirectToLogin: () => {
          rememberRouteForLogin(href)
          void effectsRef.current.navigate({ to: '/login' })
        },
        orderCreated: () => {
          // The handed-off cart items now belong to the order.
          if (cartCheckout.getSnapshot().matches('inWizard')) cartCheckout.send({ type: 'order.created' })
        },
        paymentCancelled: () => effectsRef.current.showMessage(effectsRef.current.t('paystep.cancelled'), 'warning'),
        newAttempt: renewAttempt,
        goToOrders: () => void effectsRef.current.navigate({ to: '/user/orderManagement' }),
      }),
    // One wizard per mount: its logic never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  )
  const [snapshot, send] = useMachine(logic, { input })
  const { context } = snapshot
  const step = wizardStep(snapshot)

  // ---- agreement gate: its tick goes to the wizard
  const [gate, sendGate] = useMachine(
    useMemo(
      () =>
        agreementGateMachine.provide({
          actions: { notifyTicked: (_, { ticked }) => send({ type: 'agreement.change', ticked }) },
        }),
      [send],
    ),
  )
  const onGate = useCallback((event: AgreementGateEvent) => sendGate(event), [sendGate])
  const onBoxClick = () => {
    if (isTicked(gate)) return sendGate({ type: 'agreement.untick' })
    // A resumed order counts as agreed without the gate: opening the agreement unticks it like a ticked box.
    if (context.agreed) send({ type: 'agreement.change', ticked: false })
    sendGate({ type: 'agreement.open' })
  }

  // ---- reseller code: an applied (or dropped) reseller goes to the wizard
  const [retailer, sendRetailer] = useMachine(
    useMemo(
      () =>
        retailerCodeMachine.provide({
          actors: { lookupRetailer: fromPromise(({ input: { retailcode } }) => lookupRetailerCode(retailcode)) },
        }),
      [],
    ),
    { input: { lines: retailerLines(context.items), code: context.form.retailercode } },
  )
  // A reloaded draft with a code: check it again and restore its retailer count, so the order asked for (and its
  // Idempotency-Key) matches the one before the reload.
  const countToRestore = useRef(readDraftRetailerCount(input.userId ?? null))
  useEffect(() => {
    if (snapshot.matches('fillInfo') && context.form.retailercode.trim() && !context.retailer) sendRetailer({ type: 'code.check' })
    else countToRestore.current = null
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const retailerMatched = retailer.matches('matched')
  const retailerCount = retailer.context.retailerCount
  useEffect(() => {
    if (!retailerMatched) return
    const restore = countToRestore.current
    countToRestore.current = null
    if (restore !== null && restore !== retailerCount) sendRetailer({ type: 'count.change', count: restore })
    else saveDraftRetailerCount(retailerCount)
  }, [retailerMatched, retailerCount, sendRetailer])
  const applied = appliedRetailer(retailer.context)
  const appliedKey = JSON.stringify(applied)
  const lastApplied = useRef(appliedKey)
  useEffect(() => {
    if (appliedKey === lastApplied.current) return
    lastApplied.current = appliedKey
    send({ type: 'retailer.change', retailer: applied })
  }, [appliedKey, applied, send])

  // ---- nothing lost: the form is kept until the order exists (then the wizard's progress takes over)
  const complete = snapshot.matches('complete') || snapshot.matches('finished')
  useEffect(() => {
    if (!complete && input.userId) saveDraftForm(input.userId, context.form)
  }, [context.form, complete, input.userId])
  useEffect(() => {
    if (!complete) return
    // Paid: the next visit to /paystep is a new purchase.
    startNewPurchase()
    storage.remove(BUYDATA_KEY)
  }, [complete])

  // ---- save to personal info
  const [savedProfile, setSavedProfile] = useState<ProfileCompany | null>(null)
  const [saving, setSaving] = useState(false)
  const storedProfile = savedProfile ?? profile
  const saveProfile = async (form: OrderForm) => {
    const id = input.userId
    if (!id) return
    const body = {
      ...(form.companyname.trim() ? { companyname: form.companyname.trim() } : {}),
      ...(form.ratenumber.trim() ? { companysocialcreditcode: form.ratenumber.trim() } : {}),
    }
    setSaving(true)
    try {
      const msg = await updateCustomer(id, body)
      setSavedProfile({ ...storedProfile, ...body })
      const stored = storage.get<Record<string, unknown>>(USERINFO_KEY)
      if (stored) storage.set(USERINFO_KEY, { ...stored, ...body })
      showMessage(msg || t('paystep.form.saveProfile'))
    } catch (error) {
      showMessage(error instanceof Error && error.message ? error.message : t('paystep.form.saveFailed'), 'error')
    } finally {
      setSaving(false)
    }
  }

  const unfinishedReason = (['unpaid', 'failed', 'timedOut'] as const).find((reason) =>
    snapshot.matches({ unfinished: reason }),
  ) as UnfinishedReason | undefined

  return (
    <Stack gap="6" maxWidth="1100px" mx="auto" px="6" py="10" data-testid="paystep-wizard" data-state={stateKeyOf(snapshot)} data-step={step}>
      {messageElement}
      <Heading as="h1" size="2xl">
        {t('paystep.title')}
      </Heading>
      <StepBar step={step} />
      <Box borderWidth="1px" borderRadius="md" bg="gray.50" p="6">
        {snapshot.matches('fillInfo') && (
          <OrderFormStep
            form={context.form}
            errors={context.errors}
            retailer={context.retailer}
            retailerState={retailerFieldState(retailer)}
            showSaveProfile={differsFromProfile(context.form, storedProfile)}
            saving={saving}
            onChange={(values) => send({ type: 'form.change', values })}
            onRetailer={sendRetailer}
            onSaveProfile={() => void saveProfile(context.form)}
            onNext={() => send({ type: 'wizard.next' })}
          />
        )}
        {(snapshot.matches('checkOrder') || snapshot.matches('confirmingPayment')) && (
          <Stack gap="5" data-testid="paystep-review">
            <OrderLines items={context.items} retailer={context.retailer} />
            <AgreementBox
              ticked={context.agreed}
              dialogOpen={gate.matches('dialog')}
              canAgree={gate.matches({ dialog: 'canAgree' })}
              gateState={stateKeyOf(gate)}
              onGate={onGate}
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
              <Button
                colorPalette="blue"
                data-testid="paystep-next"
                disabled={!context.agreed}
                loading={snapshot.matches({ checkOrder: 'creatingOrder' })}
                loadingText={t('paystep.creating')}
                onClick={() => send({ type: 'wizard.next' })}
              >
                {t('paystep.next')}
              </Button>
            </Flex>
            {snapshot.matches('confirmingPayment') && (
              <ConfirmPaymentDialog
                onConfirm={() => send({ type: 'payment.confirm' })}
                onCancel={() => send({ type: 'payment.cancel' })}
              />
            )}
          </Stack>
        )}
        {(snapshot.matches('requestingQr') || snapshot.matches('qrFailed') || snapshot.matches('pay')) && context.order && (
          <PayStep
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
          <OrderClosedStep message={context.message} onRestart={() => send({ type: 'wizard.restart' })} />
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
