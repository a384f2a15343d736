// The invoice tab's re-issue dialog (portal.md §2, §4, §5, §7): the invoice being corrected, the corrections of the
// new invoice's title and a remark. machines/invoice-reissue.ts decides what a submit does; the dialog sends the
// request (reissueInvoice) and, once it is accepted, marks the invoices and the orders out of date.
import { INVOICE_TITLE_MAX_LENGTH } from '../../../domain/limits'
import { Button, DataList, Field, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea, chakra } from '@chakra-ui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useMachine } from '@xstate/react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fromPromise } from 'xstate'
import type { InvoiceFormErrors, RequestedInvoiceKind } from '../../../domain/invoice-form-rules'
import { formatYuan, toFen } from '../../../domain/pricing'
import { invoiceReissueMachine, type ReissueFields, type ReissueReply, type ReissueRequest } from '../../../machines/invoice-reissue'
import { invoiceKeys, reissueInvoice, type Invoice } from '../../api/queries/invoice-queries'
import { DialogFrame } from '../../components/dialog-frame'
import { stateKeyOf } from '../../components/state-key'
import { BusyButton } from '../../components/busy-button'
import { useSuccessText } from '../../i18n/success-text'

/** The contract's bounds of the re-issue body (openapi.yaml, reissueInvoice). */
const MAX_LENGTH = INVOICE_TITLE_MAX_LENGTH
const KINDS: RequestedInvoiceKind[] = [1, 2, 3]
const FORM_ID = 'invoice-reissue-form'

/** Each opening of the dialog starts the machine afresh; a new row object for the open invoice (a refetch) does not. */
function useOpening(invoice: Invoice | null): { invoice: Invoice; count: number } | null {
  const [opening, setOpening] = useState<{ invoice: Invoice; count: number; open: boolean } | null>(null)
  if (invoice && (!opening?.open || opening.invoice.id !== invoice.id)) {
    setOpening({ invoice, count: (opening?.count ?? 0) + 1, open: true })
  } else if (!invoice && opening?.open) {
    setOpening({ ...opening, open: false })
  }
  return opening
}

export function ReissueDialog({ invoice, onClose }: { invoice: Invoice | null; onClose: () => void }): React.JSX.Element | null {
  const opening = useOpening(invoice)
  if (!opening) return null
  return <ReissueDialogFrame key={opening.count} invoice={opening.invoice} open={invoice !== null} onClose={onClose} />
}

interface FrameProps {
  invoice: Invoice
  open: boolean
  onClose: () => void
}

function ReissueDialogFrame({ invoice, open, onClose }: FrameProps): React.JSX.Element {
  const { t } = useTranslation()
  const successText = useSuccessText()
  const queryClient = useQueryClient()
  const closeRef = useRef(onClose)
  useEffect(() => {
    closeRef.current = onClose
  })
  const machine = useMemo(
    () =>
      invoiceReissueMachine.provide({
        actors: { reissueInvoice: fromPromise<ReissueReply, ReissueRequest>(({ input }) => reissueInvoice(input)) },
        actions: {
          notifyReissued: () => {
            void queryClient.invalidateQueries({ queryKey: invoiceKeys.all })
            void queryClient.invalidateQueries({ queryKey: ['orders'] })
          },
          closeDialog: () => closeRef.current(),
        },
      }),
    [queryClient],
  )
  const [snapshot, send] = useMachine(machine, { input: { invoice } })
  const submitting = snapshot.matches('submitting')
  const reissued = snapshot.matches('reissued')
  const doneRef = useRef<HTMLButtonElement>(null)
  // The form (and the focused submit button) goes on success: focus moves to the one button left.
  useEffect(() => {
    if (reissued) doneRef.current?.focus()
  }, [reissued])

  return (
    <DialogFrame
      // Closed by the customer: at once, whether or not the tab drops the invoice.
      open={open && snapshot.status !== 'done'}
      onClose={() => send({ type: 'dialog.close' })}
      busy={submitting}
      size="lg"
      title={t('invoiceReissue.title')}
      testId="reissue-dialog"
      closeTestId="reissue-close"
      machineState={stateKeyOf(snapshot)}
      footer={
        <>
          {reissued ? (
            <Button ref={doneRef} colorPalette="blue" data-testid="reissue-done" onClick={() => send({ type: 'dialog.close' })}>
              {t('invoiceReissue.close')}
            </Button>
          ) : (
            <>
              <Button variant="outline" disabled={submitting} data-testid="reissue-cancel" onClick={() => send({ type: 'dialog.close' })}>
                {t('invoiceReissue.cancel')}
              </Button>
              <BusyButton type="submit" form={FORM_ID} colorPalette="blue" loading={submitting} data-testid="reissue-submit">
                {submitting ? t('invoiceReissue.submitting') : t('invoiceReissue.submit')}
              </BusyButton>
            </>
          )}
        </>
      }
    >
      <Stack gap="5">
        <OriginalInvoice invoice={invoice} />
        <Text fontSize="sm" color="gray.700" data-testid="reissue-red-letter">
          {t('invoiceReissue.redLetter')}
        </Text>
        {reissued ? (
          <Text role="status" color="green.700" fontWeight="medium" data-testid="reissue-success">
            {successText(snapshot.context.message, 'invoiceReissue.successFallback')}
          </Text>
        ) : (
          <ReissueForm
            fields={snapshot.context.fields}
            errors={snapshot.context.errors}
            sending={submitting}
            onChange={(values) => send({ type: 'form.change', values })}
            onSubmit={() => send({ type: 'reissue.submit' })}
          />
        )}
        <FormMessage snapshot={snapshot} />
      </Stack>
    </DialogFrame>
  )
}

function OriginalInvoice({ invoice }: { invoice: Invoice }): React.JSX.Element {
  const { t } = useTranslation()
  const amount = Number.isFinite(invoice.amount) ? formatYuan(toFen(invoice.amount)) : '—'
  const rows: Array<[string, string, string]> = [
    ['number', t('invoiceReissue.number'), invoice.invoicenum || '—'],
    ['title', t('invoiceReissue.invoiceTitle'), invoice.company?.trim() || invoice.username || '—'],
    ['amount', t('invoiceReissue.amount'), amount],
  ]
  return (
    <Stack gap="2">
      <Text fontWeight="medium">{t('invoiceReissue.original')}</Text>
      <DataList.Root orientation="horizontal" size="sm" gap="2">
        {rows.map(([key, label, value]) => (
          <DataList.Item key={key}>
            <DataList.ItemLabel minWidth="8em">{label}</DataList.ItemLabel>
            <DataList.ItemValue wordBreak="break-word" data-testid={`reissue-original-${key}`}>
              {value}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Stack>
  )
}

/** The message of the last submit that did not go through: no id, not issued, nothing to correct, or the server's
 *  refusal. */
function FormMessage({ snapshot }: { snapshot: ReturnType<typeof useMachine<typeof invoiceReissueMachine>>[0] }): React.JSX.Element {
  const { t } = useTranslation()
  const message = snapshot.matches({ editing: 'noInvoiceId' })
    ? t('invoiceReissue.noInvoiceId')
    : snapshot.matches({ editing: 'notIssued' })
      ? t('invoiceReissue.notIssued')
      : snapshot.matches({ editing: 'withoutCause' })
        ? t('invoiceReissue.withoutCause')
        : snapshot.matches({ editing: 'refused' })
          ? snapshot.context.message || t('invoiceReissue.refusedFallback')
          : ''
  // Always in the page, so screen readers announce the text when it appears.
  return (
    <Text role="alert" color="red.600" fontSize="sm" data-testid="reissue-message">
      {message}
    </Text>
  )
}

type FieldName = Exclude<keyof ReissueFields, 'kind' | 'remark'>

interface ReissueFormProps {
  fields: ReissueFields
  errors: InvoiceFormErrors
  /** While the form is sent its typed fields are read-only, not disabled: the Enter that sent it keeps its field's
   *  focus (a disabled field drops it to the body). The kind's select, which Enter does not send, is disabled. */
  sending: boolean
  onChange: (values: Partial<ReissueFields>) => void
  onSubmit: () => void
}

function ReissueForm({ fields, errors, sending, onChange, onSubmit }: ReissueFormProps): React.JSX.Element {
  const { t } = useTranslation()
  const personal = fields.kind === 1
  const text = (name: FieldName, label: string, type = 'text') => {
    const code = errors[name]
    return (
      <Field.Root invalid={code !== undefined} readOnly={sending} ids={{ errorText: `reissue-${name}-error` }}>
        <Field.Label>{label}</Field.Label>
        <Input
          type={type}
          aria-describedby={code ? `reissue-${name}-error` : undefined}
          value={fields[name]}
          maxLength={MAX_LENGTH[name]}
          data-testid={`reissue-${name}`}
          onChange={(event) => onChange({ [name]: event.target.value })}
        />
        {code && <Field.ErrorText data-testid={`reissue-${name}-error`}>{t(`invoiceReissue.errors.${code}`)}</Field.ErrorText>}
      </Field.Root>
    )
  }
  return (
    <chakra.form
      id={FORM_ID}
      noValidate
      aria-label={t('invoiceReissue.corrections')}
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      <Stack gap="4">
        <Text fontWeight="medium">{t('invoiceReissue.corrections')}</Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Field.Root disabled={sending}>
            <Field.Label>{t('invoiceReissue.kind')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={String(fields.kind)}
                data-testid="reissue-kind"
                onChange={(event) => onChange({ kind: Number(event.target.value) as RequestedInvoiceKind })}
              >
                {KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`invoiceReissue.kinds.${kind}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {!personal && text('company', t('invoiceReissue.company'))}
          {text('ratenumber', personal ? t('invoiceReissue.idNumber') : t('invoiceReissue.taxNumber'))}
          {text('address', t('invoiceReissue.address'))}
          {text('phone', t('invoiceReissue.phone'), 'tel')}
          {text('email', t('invoiceReissue.email'), 'email')}
          {text('banknum', t('invoiceReissue.banknum'))}
        </SimpleGrid>
        <Field.Root readOnly={sending}>
          <Field.Label>{t('invoiceReissue.remark')}</Field.Label>
          <Textarea
            value={fields.remark}
            maxLength={MAX_LENGTH.remark}
            placeholder={t('invoiceReissue.remarkPlaceholder')}
            rows={3}
            data-testid="reissue-remark"
            onChange={(event) => onChange({ remark: event.target.value })}
          />
        </Field.Root>
      </Stack>
    </chakra.form>
  )
}
