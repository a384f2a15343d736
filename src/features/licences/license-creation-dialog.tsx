// The licence creation dialog (portal.md §4, §5, §7, §8; issue 15): a machine code, the order lines that may get
// licences with a tick each (or the reason it cannot be ticked, on hover), the warning before anything is created.
// machines/license-creation.ts decides; the dialog sends makelicense or mutiBatchCreate and, once accepted, marks the
// licences and the orders out of date. Below 1024 px each line is a card, its tick beside its product
// (components/stacked-table.ts).
import { MACHINE_CODE_MAX_LENGTH } from '../../../domain/limits'
import { Box, Button, Field, Input, List, Stack, Table, Text, VisuallyHidden, chakra } from '@chakra-ui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useMachine } from '@xstate/react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fromPromise } from 'xstate'
import { choiceRefusal, machineCodeOf, type HeldLicence, type LicensableLine, type LicenceChoice } from '../../../domain/license-rules'
import {
  licenseCreationMachine,
  type LicenceCreateReply,
  type LicenceCreateRequest,
  type LicenseCreationContext,
} from '../../../machines/license-creation'
import { batchMakeLicences, LICENCE_CREATION_STALE_KEYS, makeLicence } from '../../api/queries/licence-calls'
import { DialogFrame } from '../../components/dialog-frame'
import { STACKED_BELOW_LG } from '../../components/stacked-table'
import { HoverHint } from '../../components/hover-hint'
import { stateKeyOf } from '../../components/state-key'
import { BusyButton } from '../../components/busy-button'
import { useDurationText } from '../../components/duration-text'
import { useSuccessText } from '../../i18n/success-text'

/** The contract's bound of a machine code (openapi.yaml, LicenceRequest.machinecode). */

interface LicenseCreationDialogProps {
  open: boolean
  /** The order lines of getlicenseList (the dialog lists only those that may get licences). */
  lines: LicensableLine[]
  /** The customer's valid licences (state 1). */
  held: HeldLicence[]
  /** The machine code to start with (the licence tab's drafts of one machine). */
  machineCode?: string
  /** The products chosen at the start (the drafts); those no longer allowed are dropped. */
  chosen?: readonly Pick<LicenceChoice, 'lineId' | 'machinecode'>[]
  /** The server created the chosen licences. */
  onCreated?: (created: LicenceChoice[]) => void
  /** Closed; `left` is what was chosen and not created (empty after a creation). */
  onClose: (left: LicenceChoice[]) => void
}

/** Each opening starts the machine afresh. */
function useOpeningCount(open: boolean): number {
  const [opening, setOpening] = useState({ count: open ? 1 : 0, open })
  if (open !== opening.open) setOpening({ count: opening.count + (open ? 1 : 0), open })
  return opening.count
}

export function LicenseCreationDialog(props: LicenseCreationDialogProps): React.JSX.Element | null {
  const count = useOpeningCount(props.open)
  if (count === 0) return null
  return <LicenseCreationFrame key={count} {...props} />
}

function LicenseCreationFrame({
  open,
  lines,
  held,
  machineCode,
  chosen,
  onCreated,
  onClose,
}: LicenseCreationDialogProps): React.JSX.Element {
  const { t } = useTranslation()
  const successText = useSuccessText()
  const queryClient = useQueryClient()
  const closeRef = useRef(onClose)
  const createdRef = useRef(onCreated)
  const wasCreated = useRef(false)
  useEffect(() => {
    closeRef.current = onClose
    createdRef.current = onCreated
  })
  const machine = useMemo(
    () =>
      licenseCreationMachine.provide({
        actors: {
          makeLicense: fromPromise<LicenceCreateReply, LicenceCreateRequest>(({ input }) => makeLicence(input)),
          batchCreateLicenses: fromPromise<LicenceCreateReply, LicenceCreateRequest[]>(({ input }) => batchMakeLicences(input)),
        },
        actions: {
          notifyCreated: ({ context }) => {
            wasCreated.current = true
            createdRef.current?.(context.chosen)
            for (const queryKey of LICENCE_CREATION_STALE_KEYS) void queryClient.invalidateQueries({ queryKey: [...queryKey] })
          },
          closeDialog: ({ context }) => closeRef.current(wasCreated.current ? [] : context.chosen),
        },
      }),
    [queryClient],
  )
  const [snapshot, send] = useMachine(machine, { input: { lines, held, machineCode, chosen } })
  const { context } = snapshot
  const warning = snapshot.matches('warning')
  const creating = snapshot.matches('creatingOne') || snapshot.matches('creatingMany')
  const created = snapshot.matches('created')
  const busy = warning || creating
  const doneRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (created) doneRef.current?.focus()
  }, [created])

  return (
    <DialogFrame
      open={open && snapshot.status !== 'done'}
      onClose={() => send({ type: 'dialog.close' })}
      busy={busy}
      title={t('licences.createTitle')}
      testId="license-dialog"
      closeTestId="license-close"
      machineState={stateKeyOf(snapshot)}
      footer={
        <>
          {created ? (
            <Button ref={doneRef} colorPalette="blue" data-testid="license-done" onClick={() => send({ type: 'dialog.close' })}>
              {t('licences.close')}
            </Button>
          ) : busy ? (
            <>
              <Button
                variant="outline"
                disabled={creating}
                data-testid="license-warning-cancel"
                onClick={() => send({ type: 'warning.cancel' })}
              >
                {t('licences.warningCancel')}
              </Button>
              <BusyButton
                colorPalette="orange"
                loading={creating}
                loadingText={t('licences.creating')}
                data-testid="license-warning-accept"
                onClick={() => send({ type: 'warning.accept' })}
              >
                {t('licences.warningAccept')}
              </BusyButton>
            </>
          ) : (
            <>
              <Button variant="outline" data-testid="license-cancel" onClick={() => send({ type: 'dialog.close' })}>
                {t('licences.cancel')}
              </Button>
              <Button variant="outline" colorPalette="blue" data-testid="license-batch" onClick={() => send({ type: 'create.batch' })}>
                {t('licences.batch')}
              </Button>
              <Button colorPalette="blue" data-testid="license-confirm" onClick={() => send({ type: 'create.confirm' })}>
                {t('licences.confirm')}
              </Button>
            </>
          )}
        </>
      }
    >
      <Stack gap="5">
        {created ? (
          <Text role="status" color="green.700" fontWeight="medium" data-testid="license-success">
            {successText(context.message, 'licences.successFallback')}
          </Text>
        ) : (
          <ChoiceForm context={context} disabled={busy} send={send} />
        )}
        {busy && (
          <Stack gap="2" borderWidth="1px" borderColor="orange.300" bg="orange.50" p="4" rounded="md" data-testid="license-warning">
            <Text fontWeight="medium">{t('licences.warningTitle')}</Text>
            <Text data-testid="license-warning-text">{t('licences.warning')}</Text>
          </Stack>
        )}
        <FormMessage snapshot={snapshot} />
      </Stack>
    </DialogFrame>
  )
}

type Send = ReturnType<typeof useMachine<typeof licenseCreationMachine>>[1]

function ChoiceForm({ context, disabled, send }: { context: LicenseCreationContext; disabled: boolean; send: Send }): React.JSX.Element {
  const { t } = useTranslation()
  const durationText = useDurationText()
  const machine = machineCodeOf(context.machineCode)
  const productName = (lineId: string): string => context.lines.find((line) => line.id === lineId)?.productname ?? lineId
  return (
    <Stack gap="4">
      <Field.Root disabled={disabled} required>
        <Field.Label>{t('licences.machineCode')}</Field.Label>
        <Input
          value={context.machineCode}
          maxLength={MACHINE_CODE_MAX_LENGTH}
          placeholder={t('licences.machineCodePlaceholder')}
          autoComplete="off"
          spellCheck={false}
          data-testid="license-machine-code"
          onChange={(event) => send({ type: 'machineCode.change', value: event.target.value })}
        />
      </Field.Root>
      {context.lines.length === 0 ? (
        <Text color="gray.600" data-testid="license-nothing-listed">
          {t('licences.nothingListed')}
        </Text>
      ) : (
        // Not Table.ScrollArea: its white-space: nowrap would keep a long product name from wrapping on a card.
        <Box overflowX="auto" borderWidth="1px" rounded="md">
          <Table.Root size="sm" css={STACKED_BELOW_LG} data-testid="license-lines">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader width="3em">
                  <VisuallyHidden>{t('licences.chooseColumn')}</VisuallyHidden>
                </Table.ColumnHeader>
                <Table.ColumnHeader>{t('licences.product')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('licences.order')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('licences.duration')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('licences.remaining')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {context.lines.map((line) => {
                const ticked =
                  machine !== '' && context.chosen.some((choice) => choice.lineId === line.id && choice.machinecode === machine)
                const refusal = choiceRefusal(line, context.machineCode, context.chosen, context.held)
                const reason = refusal ? t(`licences.reasons.${refusal}`) : undefined
                return (
                  <Table.Row key={line.id} data-testid={`license-line-${line.id}`}>
                    <Table.Cell data-stack="lead">
                      {/* A disabled checkbox gets no hover: the reason is the tooltip of its wrapper (on hover, and on keyboard
                          focus: the wrapper of a refused line takes a tab stop, docs/decisions.md issue 20) and the
                          checkbox's description. */}
                      <HoverHint hint={reason} testId={`license-reason-tooltip-${line.id}`}>
                        <chakra.span display="inline-flex" tabIndex={reason ? 0 : undefined} data-testid={`license-reason-${line.id}`}>
                          <chakra.input
                            type="checkbox"
                            width="4"
                            height="4"
                            checked={ticked}
                            disabled={disabled || refusal !== null}
                            aria-label={t('licences.choose', { product: line.productname, order: line.ordercode })}
                            aria-description={reason}
                            data-testid={`license-tick-${line.id}`}
                            onChange={() => send({ type: 'line.toggle', lineId: line.id })}
                          />
                        </chakra.span>
                      </HoverHint>
                    </Table.Cell>
                    <Table.Cell data-stack="title" fontWeight={{ base: 'semibold', lg: 'normal' }}>
                      {line.productname}
                    </Table.Cell>
                    <Table.Cell data-label={t('licences.order')} data-testid="license-line-order">
                      {line.ordercode}
                    </Table.Cell>
                    <Table.Cell data-label={t('licences.duration')}>{durationText(line)}</Table.Cell>
                    <Table.Cell textAlign="end" data-label={t('licences.remaining')} data-testid="license-line-remaining">
                      {line.licensestate ?? 0}
                    </Table.Cell>
                  </Table.Row>
                )
              })}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      <Stack gap="1">
        <Text fontWeight="medium">{t('licences.chosen')}</Text>
        {context.chosen.length === 0 ? (
          <Text fontSize="sm" color="gray.600">
            {t('licences.chosenEmpty')}
          </Text>
        ) : (
          <List.Root fontSize="sm" ps="5" data-testid="license-chosen">
            {context.chosen.map((choice) => (
              <List.Item
                key={`${choice.machinecode}/${choice.lineId}`}
              >{`${choice.machinecode} · ${productName(choice.lineId)}`}</List.Item>
            ))}
          </List.Root>
        )}
      </Stack>
    </Stack>
  )
}

/** The message of the last create that did not go through: nothing selected, cancelled, or the server's refusal. */
function FormMessage({ snapshot }: { snapshot: ReturnType<typeof useMachine<typeof licenseCreationMachine>>[0] }): React.JSX.Element {
  const { t } = useTranslation()
  const message = snapshot.matches({ editing: 'noSelection' })
    ? t('licences.noSelection')
    : snapshot.matches({ editing: 'cancelled' })
      ? t('licences.cancelled')
      : snapshot.matches({ editing: 'refused' })
        ? snapshot.context.message || t('licences.refusedFallback')
        : ''
  // Always in the page, so screen readers announce the text when it appears.
  return (
    <Text role="alert" color="red.600" fontSize="sm" data-testid="license-message">
      {message}
    </Text>
  )
}
