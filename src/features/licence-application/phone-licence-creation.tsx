// /create?machine=…: licences for the scanned computer from the customer's paid order lines, on the phone. The rules
// are the licence creation machine's (machines/license-creation.ts), given the machine code of the QR code: a tick per
// order line (or the reason it cannot be ticked), the warning before anything is created, one licence by makelicense
// or several by mutiBatchCreate, the server's refusal kept with the ticks.
import { Box, Button, Checkbox, Link, Stack, Text } from '@chakra-ui/react'
import { useQueryClient, useSuspenseQueries } from '@tanstack/react-query'
import { Link as RouterLink, useNavigate } from '@tanstack/react-router'
import { useMachine } from '@xstate/react'
import { useEffect, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { fromPromise } from 'xstate'
import { choiceRefusal, machineCodeOf, type HeldLicence, type LicensableLine } from '../../../domain/license-rules'
import {
  licenseCreationMachine,
  type LicenceCreateReply,
  type LicenceCreateRequest,
  type LicenseCreationContext,
} from '../../../machines/license-creation'
import { batchMakeLicences, LICENCE_CREATION_STALE_KEYS, makeLicence } from '../../api/queries/licence-calls'
import { LICENCE_CREATED, heldLicencesOptions, licensableLinesOf, licensableOrdersOptions } from '../../api/queries/licence-queries'
import { QueryBoundary } from '../../components/query-boundary'
import { stateKeyOf } from '../../components/state-key'
import { profileIdOf, useSession } from '../../session/use-session'
import { BusyButton } from '../../components/busy-button'
import { useDurationText } from '../../components/duration-text'
import { useSuccessText } from '../../i18n/success-text'

/** Shown to a logged-in customer only (the route's login gate). */
export function PhoneLicenceCreation({ machine }: { machine: string }): React.JSX.Element {
  const { t } = useTranslation()
  const { user } = useSession()
  const userid = profileIdOf(user) ?? ''
  return (
    <QueryBoundary
      loading={t('licenceApplication.create.loading')}
      failed={t('licenceApplication.create.loadFailed')}
      testId="phone-licence"
    >
      <CreationData machine={machine} userid={userid} />
    </QueryBoundary>
  )
}

function CreationData({ machine, userid }: { machine: string; userid: string }): React.JSX.Element {
  const [orders, heldRows] = useSuspenseQueries({ queries: [licensableOrdersOptions(userid), heldLicencesOptions()] })
  // The machine takes them once, when it starts: a refresh after a creation does not restart it.
  const lines = licensableLinesOf(orders.data)
  const held = heldRows.data
    .filter((row) => row.state === LICENCE_CREATED)
    .map((row): HeldLicence => ({ productid: row.productid, machinecode: row.machinecode }))
  return <CreationForm machine={machine} lines={lines} held={held} />
}

function CreationForm({ machine, lines, held }: { machine: string; lines: LicensableLine[]; held: HeldLicence[] }): React.JSX.Element {
  const { t } = useTranslation()
  const successText = useSuccessText()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const navigateRef = useRef(navigate)
  useEffect(() => {
    navigateRef.current = navigate
  })
  const logic = useMemo(
    () =>
      licenseCreationMachine.provide({
        actors: {
          makeLicense: fromPromise<LicenceCreateReply, LicenceCreateRequest>(({ input }) => makeLicence(input)),
          batchCreateLicenses: fromPromise<LicenceCreateReply, LicenceCreateRequest[]>(({ input }) => batchMakeLicences(input)),
        },
        actions: {
          notifyCreated: () => {
            for (const queryKey of LICENCE_CREATION_STALE_KEYS) void queryClient.invalidateQueries({ queryKey: [...queryKey] })
          },
          closeDialog: () => void navigateRef.current({ to: '/apply', search: { machine } }),
        },
      }),
    [queryClient, machine],
  )
  const [snapshot, send] = useMachine(logic, { input: { lines, held, machineCode: machine } })
  const warning = snapshot.matches('warning')
  const creating = snapshot.matches('creatingOne') || snapshot.matches('creatingMany')
  const created = snapshot.matches('created')
  const focusRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (warning || created) focusRef.current?.focus()
  }, [warning, created])

  return (
    <Stack gap="4" data-testid="phone-licence-creation" data-state={stateKeyOf(snapshot)}>
      {created ? (
        <Stack gap="3" ref={focusRef} tabIndex={-1} outline="none">
          <Text role="status" color="green.800" fontWeight="medium" data-testid="phone-licence-success">
            {successText(snapshot.context.message, 'licences.successFallback')}
          </Text>
          <Text fontSize="sm" color="gray.700">
            {t('licenceApplication.list.downloadNote')}
          </Text>
          <Button asChild colorPalette="blue">
            <RouterLink to="/ApplyList" data-testid="phone-licence-to-list">
              {t('licenceApplication.create.toList')}
            </RouterLink>
          </Button>
        </Stack>
      ) : (
        <>
          <Text>{t('licenceApplication.create.intro')}</Text>
          <LineList context={snapshot.context} disabled={warning || creating} send={send} />
          {warning || creating ? (
            <Stack
              gap="3"
              ref={focusRef}
              tabIndex={-1}
              outline="none"
              borderWidth="1px"
              borderColor="orange.300"
              bg="orange.50"
              p="4"
              rounded="md"
              data-testid="phone-licence-warning"
            >
              <Text fontWeight="bold">{t('licences.warningTitle')}</Text>
              <Text>{t('licences.warning')}</Text>
              <Stack direction="row" gap="3" wrap="wrap">
                <Button
                  variant="outline"
                  disabled={creating}
                  onClick={() => send({ type: 'warning.cancel' })}
                  data-testid="phone-licence-cancel"
                >
                  {t('licences.warningCancel')}
                </Button>
                <BusyButton
                  colorPalette="orange"
                  bg="orange.700"
                  _hover={{ bg: 'orange.800' }}
                  loading={creating}
                  loadingText={t('licences.creating')}
                  onClick={() => send({ type: 'warning.accept' })}
                  data-testid="phone-licence-accept"
                >
                  {t('licences.warningAccept')}
                </BusyButton>
              </Stack>
            </Stack>
          ) : (
            <Stack direction="row" gap="3" wrap="wrap">
              {snapshot.context.lines.length > 0 && (
                <Button colorPalette="blue" onClick={() => send({ type: 'create.batch' })} data-testid="phone-licence-submit">
                  {t('licenceApplication.create.submit')}
                </Button>
              )}
              <Button variant="outline" onClick={() => send({ type: 'dialog.close' })} data-testid="phone-licence-back">
                {t('licenceApplication.create.back')}
              </Button>
            </Stack>
          )}
          <Message snapshot={snapshot} />
        </>
      )}
    </Stack>
  )
}

type Snapshot = ReturnType<typeof useMachine<typeof licenseCreationMachine>>[0]
type Send = ReturnType<typeof useMachine<typeof licenseCreationMachine>>[1]

function LineList({ context, disabled, send }: { context: LicenseCreationContext; disabled: boolean; send: Send }): React.JSX.Element {
  const { t } = useTranslation()
  const durationText = useDurationText()
  const machine = machineCodeOf(context.machineCode)
  if (context.lines.length === 0) {
    return (
      <Stack gap="2" data-testid="phone-licence-nothing">
        <Text fontWeight="medium">{t('licences.nothingListed')}</Text>
        <Text fontSize="sm" color="gray.700">
          {t('licenceApplication.create.nothingHelp')}
        </Text>
        <Link asChild color="blue.700" textDecoration="underline">
          <RouterLink to="/applyTrial" search={{ machine }}>
            {t('licenceApplication.hub.trial')}
          </RouterLink>
        </Link>
      </Stack>
    )
  }
  return (
    <Stack as="ul" gap="3" listStyleType="none" data-testid="phone-licence-lines">
      {context.lines.map((line) => {
        const ticked = context.chosen.some((choice) => choice.lineId === line.id && choice.machinecode === machine)
        const refusal = ticked ? null : choiceRefusal(line, context.machineCode, context.chosen, context.held)
        const reasonId = `phone-licence-reason-${line.id}`
        const duration = durationText(line)
        return (
          <Box as="li" key={line.id} borderWidth="1px" rounded="md" p="3" data-testid="phone-licence-line" data-line={line.id}>
            <Checkbox.Root
              checked={ticked}
              disabled={disabled || refusal !== null}
              onCheckedChange={() => send({ type: 'line.toggle', lineId: line.id })}
              alignItems="flex-start"
            >
              <Checkbox.HiddenInput aria-describedby={refusal ? reasonId : undefined} data-testid="phone-licence-tick" />
              <Checkbox.Control mt="0.5" />
              <Checkbox.Label>
                <Text as="span" display="block" fontWeight="medium">
                  {line.productname}
                </Text>
                <Text as="span" display="block" fontSize="sm" color="gray.700" fontWeight="normal">
                  {`${t('licences.order')} ${line.ordercode} · ${t('licences.duration')} ${duration} · ${t('licences.remaining')} ${line.licensestate ?? 0}`}
                </Text>
              </Checkbox.Label>
            </Checkbox.Root>
            {refusal && (
              <Text id={reasonId} fontSize="sm" color="gray.700" mt="1" ms="7">
                {t(`licences.reasons.${refusal}`)}
              </Text>
            )}
          </Box>
        )
      })}
    </Stack>
  )
}

/** Nothing ticked, cancelled, or the server's refusal; always in the page so it is announced when it appears. */
function Message({ snapshot }: { snapshot: Snapshot }): React.JSX.Element {
  const { t } = useTranslation()
  const message = snapshot.matches({ editing: 'noSelection' })
    ? t('licences.noSelection')
    : snapshot.matches({ editing: 'cancelled' })
      ? t('licences.cancelled')
      : snapshot.matches({ editing: 'refused' })
        ? snapshot.context.message || t('licences.refusedFallback')
        : ''
  return (
    <Text role="alert" color="red.700" fontSize="sm" data-testid="phone-licence-message">
      {message}
    </Text>
  )
}
