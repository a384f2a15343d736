import { assign, fromPromise, setup } from 'xstate'
import type { InvoiceType } from '../domain/invoice-type'
import {
  invoiceTypeOfKind,
  invoiceFormOf,
  normalizeInvoiceForm,
  validateInvoiceForm,
  type InvoiceForm,
  type InvoiceFormErrors,
  type InvoiceTitleRecord,
} from '../domain/invoice-form-rules'
import { isReissueWithoutCause } from '../domain/invoice-reissue-rules'
import { errorText } from './sms-code'

/** What the dialog is opened with: an invoice row of the list (its id may be missing). */
export interface ReissueInvoiceInput extends InvoiceTitleRecord {
  id?: string | null
  /** Issue status: 0 not issued, 1 issued, 2 voided. */
  status?: number | null
}

/** The dialog's form: the corrections of the new invoice's title, and the remark (why it is re-issued). */
export interface ReissueFields extends InvoiceForm {
  remark: string
}

/** POST C_invoice/reInvoice: the id, the remark and the corrected title (operationId reissueInvoice). */
// A type alias, not an interface: the generated body type has an index signature (additionalProperties).
export type ReissueRequest = {
  id: string
  remark: string
  type: InvoiceType
  company: string
  ratenumber: string
  address: string
  phone: string
  email: string
  banknum: string
}

/** The answer: its msg is the success message (portal.md §7). */
export interface ReissueReply {
  msg?: string | null
}

export interface InvoiceReissueContext {
  /** The invoice's id, trimmed; '' when it has none. */
  invoiceId: string
  status: number | null
  /** The invoice's title as issued: a re-issue must change it or give a reason. */
  original: InvoiceForm
  fields: ReissueFields
  /** Per field, shown while the form is invalid. */
  errors: InvoiceFormErrors
  /** The answer's msg (success) or the refusal's (the server said no). */
  message: string
}

export type InvoiceReissueEvent =
  | { type: 'form.change'; values: Partial<ReissueFields> }
  | { type: 'reissue.submit' }
  | { type: 'dialog.close' }

/** The form prefilled with the invoice's title, and an empty remark. */
export const fieldsOfInvoice = (invoice: ReissueInvoiceInput): ReissueFields => ({ ...invoiceFormOf(invoice), remark: '' })

/** The body of the re-issue: the trimmed remark and the normalised title (a personal invoice has no company). */
export function reissueRequest(context: Pick<InvoiceReissueContext, 'invoiceId' | 'fields'>): ReissueRequest {
  const { kind, ...title } = normalizeInvoiceForm(context.fields)
  return { id: context.invoiceId, remark: context.fields.remark.trim(), type: invoiceTypeOfKind(kind), ...title }
}

const isValid = (fields: ReissueFields): boolean => Object.keys(validateInvoiceForm(fields)).length === 0

/**
 * The re-issue dialog of the invoice tab (portal.md §4 re-issue only when status is 1, §5 '数据错误' without an
 * invoice id, §7 reInvoice with the row and a remark, the answer's msg shown as success). The form holds the
 * corrections of the new invoice's title (the invoice form rules, errors per field) and a remark. Submitting checks,
 * in order: an invoice id ('数据错误'), the status (only an issued invoice), the form, a cause (a changed title or a
 * reason, domain/invoice-reissue-rules.ts); then sends once. A refusal shows the server's msg and keeps everything
 * typed; a success shows the answer's msg and offers only closing. The dialog cannot be closed while the request runs
 * (its answer is what the customer waits for).
 */
export const invoiceReissueMachine = setup({
  types: {} as {
    context: InvoiceReissueContext
    events: InvoiceReissueEvent
    input: { invoice: ReissueInvoiceInput }
  },
  // Stryker disable next-line ObjectLiteral: equivalent, holds only the placeholder below
  actors: {
    // Supplied by the dialog with .provide(): POST /api/business/C_invoice/reInvoice
    // Stryker disable next-line all: equivalent, a placeholder the one user of the machine replaces (ReissueDialog)
    reissueInvoice: fromPromise<ReissueReply, ReissueRequest>(async () => ({})),
  },
  guards: {
    noInvoiceId: ({ context }) => context.invoiceId === '',
    notIssued: ({ context }) => context.status !== 1,
    formInvalid: ({ context }) => !isValid(context.fields),
    withoutCause: ({ context }) => isReissueWithoutCause(context.original, context.fields, context.fields.remark),
    // A change that corrects the last field error: the errors go.
    validAfterChange: ({ context }, params: { values: Partial<ReissueFields> }) => isValid({ ...context.fields, ...params.values }),
  },
  actions: {
    // Supplied by the dialog: the invoice list and the orders (their invoice column) are out of date.
    notifyReissued: () => {},
    // Supplied by the dialog: its onClose.
    closeDialog: () => {},
    setFields: assign({
      fields: ({ context }, params: { values: Partial<ReissueFields> }) => ({ ...context.fields, ...params.values }),
    }),
    validate: assign({ errors: ({ context }) => validateInvoiceForm(context.fields) }),
    clearErrors: assign({ errors: {} }),
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: equivalent, the id names the machine in docs and reports only
  id: 'invoiceReissue',
  context: ({ input }) => ({
    invoiceId: input.invoice.id?.trim() ?? '',
    status: input.invoice.status ?? null,
    original: invoiceFormOf(input.invoice),
    fields: fieldsOfInvoice(input.invoice),
    errors: {},
    message: '',
  }),
  initial: 'editing',
  states: {
    editing: {
      initial: 'idle',
      on: {
        'form.change': { actions: { type: 'setFields', params: ({ event }) => ({ values: event.values }) } },
        'reissue.submit': [
          { guard: 'noInvoiceId', target: '.noInvoiceId' },
          { guard: 'notIssued', target: '.notIssued' },
          { guard: 'formInvalid', target: '.invalid', actions: 'validate' },
          { guard: 'withoutCause', target: '.withoutCause' },
          { target: 'submitting' },
        ],
        'dialog.close': { target: 'closed', actions: 'closeDialog' },
      },
      states: {
        // Stryker disable next-line ObjectLiteral,StringLiteral: equivalent, documentation for docs/machines and the viewer
        idle: { description: "The form prefilled with the invoice's title, and the remark" },
        // Stryker disable next-line ObjectLiteral,StringLiteral: equivalent, documentation for docs/machines and the viewer
        noInvoiceId: { description: "'数据错误': the invoice has no id; nothing is sent" },
        // Stryker disable next-line ObjectLiteral,StringLiteral: equivalent, documentation for docs/machines and the viewer
        notIssued: { description: 'Only an issued invoice can be re-issued; nothing is sent' },
        // Stryker disable next-line ObjectLiteral: equivalent, holds only the documentation below
        withoutCause: {
          // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
          description: 'The title is unchanged and no reason is given: the same invoice would be made again; nothing is sent',
        },
        invalid: {
          // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
          description: 'The errors under their fields; each goes as it is corrected',
          on: {
            'form.change': [
              {
                guard: { type: 'validAfterChange', params: ({ event }) => ({ values: event.values }) },
                target: 'idle',
                actions: [{ type: 'setFields', params: ({ event }) => ({ values: event.values }) }, 'clearErrors'],
              },
              { actions: [{ type: 'setFields', params: ({ event }) => ({ values: event.values }) }, 'validate'] },
            ],
          },
        },
        // Stryker disable next-line ObjectLiteral,StringLiteral: equivalent, documentation for docs/machines and the viewer
        refused: { description: "The server's msg; everything typed is kept for another try" },
      },
    },
    submitting: {
      // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
      description: 'The submit button busy; the dialog stays open until the answer',
      entry: assign({ message: '' }),
      invoke: {
        id: 'reissueInvoice',
        src: 'reissueInvoice',
        input: ({ context }) => reissueRequest(context),
        onDone: {
          target: 'reissued',
          actions: [assign({ message: ({ event }) => event.output?.msg ?? '' }), 'notifyReissued'],
        },
        onError: { target: 'editing.refused', actions: assign({ message: ({ event }) => errorText(event.error) }) },
      },
    },
    reissued: {
      // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
      description: "The answer's msg as a success; only closing is offered",
      on: { 'dialog.close': { target: 'closed', actions: 'closeDialog' } },
    },
    closed: {
      type: 'final',
      // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
      description: 'Closed: the tab forgets the invoice',
    },
  },
})
