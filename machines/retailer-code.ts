import { assign, fromPromise, setup } from 'xstate'
import { RETAILER_MISMATCH_MESSAGE_MS } from '../domain/limits'
import { retailerQuote, type RetailerLine, type RetailerQuote } from '../domain/pricing'
import { errorText } from './sms-code'

/** One entry of the reseller code check's answer list (storefront.md §3 Retailer lookup result). */
export interface RetailerLookupResult {
  /** Comma list of the product ids the discount applies to. */
  productid: string
  companyname?: string | null
  retailername: string
  /** Payable share, e.g. 0.85. */
  discount: number | string
}

export interface RetailerCodeContext {
  /** The invitation code as typed; checked trimmed. */
  code: string
  /** The order lines the discount may apply to. */
  lines: RetailerLine[]
  /** The matched reseller, or null (normal total). */
  retailer: RetailerLookupResult | null
  /** The code the matched reseller was found with (trimmed). */
  appliedCode: string
  retailerCount: number
  /** Why the check itself failed (the server's msg, e.g. too many wrong codes); '' for a plain mismatch, which shows
   * RETAILER_MISMATCH_MSG (domain/retailer-code-rules.ts, through the page's i18n text). */
  failure: string
}

export type RetailerCodeEvent =
  | { type: 'code.change'; code: string }
  /** Sent when the code field is left (blur / enter). */
  | { type: 'code.check' }
  | { type: 'count.change'; count: number }
  /**
   * The order wizard was restored from storage (checkout.resume): a restored snapshot has no timers, so a code
   * restored with its mismatch message showing is checked again (the message shows its second and goes).
   */
  | { type: 'code.resume' }

/** The amounts with the reseller's discount when one matched, else the normal total. */
export const retailerAmount = (context: RetailerCodeContext): RetailerQuote | null =>
  retailerQuote(context.lines, context.retailerCount, context.retailer)

/** What the order wizard needs of a matched code (null when none is applied). */
export interface AppliedRetailer {
  code: string
  retailername: string
  retailerCount: number
  payableFen: number
}

export function appliedRetailer(context: RetailerCodeContext): AppliedRetailer | null {
  const quote = retailerAmount(context)
  if (!context.retailer || !quote) return null
  return {
    code: context.appliedCode,
    retailername: context.retailer.retailername,
    retailerCount: context.retailerCount,
    payableFen: quote.payableFen,
  }
}

const noRetailer = {
  retailer: null,
  appliedCode: '',
  retailerCount: 1,
} as const

/**
 * Reseller invitation code of the order form (storefront.md §5, §6, §9): the code is trimmed and checked when the
 * field is left. A match applies the reseller's discount to the lines of its eligible products, multiplied by the
 * retailer count (the pricing module's retailerQuote, exact fen). A mismatch shows '分销商信息匹配失败' (a failed
 * check its reason, e.g. too many wrong codes) for 1 second, clears the reseller name, sets the retailer count to 1 and reverts the amount to the
 * normal total. Editing the code drops an applied reseller until the new code is checked.
 */
export const retailerCodeMachine = setup({
  types: {} as {
    context: RetailerCodeContext
    events: RetailerCodeEvent
    input: { lines: RetailerLine[]; code?: string }
  },
  // Stryker disable next-line ObjectLiteral: equivalent, holds only the placeholder below
  actors: {
    // Supplied by the page with .provide(): POST /api/business/C_retailers/getList {retailcode}; data.list
    // Stryker disable next-line all: equivalent, a placeholder every user of the machine replaces (the order form page)
    lookupRetailer: fromPromise<RetailerLookupResult[], { retailcode: string }>(async () => []),
  },
  guards: {
    hasCode: ({ context }) => context.code.trim() !== '',
    hasRetailer: ({ context }) => context.retailer !== null,
    // A field set to the text it already holds is no edit (React fires no change for it).
    codeChanged: ({ context }, params: { code: string }) => params.code !== context.code,
    matched: (_, params: { list: RetailerLookupResult[] | null | undefined }) => (params.list?.length ?? 0) > 0,
  },
  actions: {
    setCode: assign({ code: (_, params: { code: string }) => params.code }),
    clearRetailer: assign(noRetailer),
    setRetailerCount: assign({
      retailerCount: (_, params: { count: number }) => (Number.isFinite(params.count) ? Math.max(1, Math.floor(params.count)) : 1),
    }),
  },
  delays: {
    mismatchMessage: RETAILER_MISMATCH_MESSAGE_MS,
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: equivalent, the id names the machine in docs and reports only
  id: 'retailerCode',
  context: ({ input }) => ({
    code: input.code ?? '',
    lines: input.lines,
    ...noRetailer,
    failure: '',
  }),
  initial: 'none',
  states: {
    none: {
      // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
      description: 'No reseller: the normal total',
      on: {
        'code.change': {
          guard: {
            type: 'codeChanged',
            // Stryker disable next-line ObjectLiteral: equivalent, here setting the code it already holds changes nothing
            params: ({ event }) => ({ code: event.code }),
          },
          actions: {
            type: 'setCode',
            params: ({ event }) => ({ code: event.code }),
          },
        },
        'code.check': { guard: 'hasCode', target: 'checking' },
      },
    },
    checking: {
      // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
      description: 'Checking the trimmed code (a matched one keeps its retailer count field)',
      entry: assign({ failure: '' }),
      invoke: {
        id: 'lookupRetailer',
        src: 'lookupRetailer',
        input: ({ context }) => ({ retailcode: context.code.trim() }),
        onDone: [
          {
            guard: {
              type: 'matched',
              params: ({ event }) => ({ list: event.output }),
            },
            target: 'matched',
            // The retailer count is kept: 1 unless this is the applied code checked again (leaving the field,
            // Enter), whose count the customer chose. Without a reseller it is always 1 (clearRetailer, and
            // count.change needs one), and any edit of the code drops the reseller.
            actions: assign({
              retailer: ({ event }) => event.output[0],
              appliedCode: ({ context }) => context.code.trim(),
            }),
          },
          { target: 'mismatch', actions: 'clearRetailer' },
        ],
        onError: {
          target: 'mismatch',
          actions: ['clearRetailer', assign({ failure: ({ event }) => errorText(event.error) })],
        },
      },
      on: {
        'code.change': {
          guard: {
            type: 'codeChanged',
            params: ({ event }) => ({ code: event.code }),
          },
          target: 'none',
          actions: [{ type: 'setCode', params: ({ event }) => ({ code: event.code }) }, 'clearRetailer'],
        },
        // Checking the applied code again (the field left for the count field): the count typed meanwhile counts.
        'count.change': {
          guard: 'hasRetailer',
          actions: { type: 'setRetailerCount', params: ({ event }) => ({ count: event.count }) },
        },
      },
    },
    matched: {
      // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
      description: "The reseller's name, the retailer count and the discounted amount",
      on: {
        'count.change': { actions: { type: 'setRetailerCount', params: ({ event }) => ({ count: event.count }) } },
        'code.change': {
          guard: {
            type: 'codeChanged',
            params: ({ event }) => ({ code: event.code }),
          },
          target: 'none',
          actions: [{ type: 'setCode', params: ({ event }) => ({ code: event.code }) }, 'clearRetailer'],
        },
        'code.check': {
          // Stryker disable next-line StringLiteral: equivalent, a matched code is the one checked, never blank (editing leaves)
          guard: 'hasCode',
          target: 'checking',
        },
      },
    },
    mismatch: {
      // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
      description: "'分销商信息匹配失败' for 1 second; the normal total",
      after: { mismatchMessage: 'none' },
      on: {
        'code.change': {
          guard: {
            type: 'codeChanged',
            // Stryker disable next-line ObjectLiteral: equivalent, here setting the code it already holds changes nothing
            params: ({ event }) => ({ code: event.code }),
          },
          actions: {
            type: 'setCode',
            params: ({ event }) => ({ code: event.code }),
          },
        },
        'code.check': { guard: 'hasCode', target: 'checking' },
        // Its timer was not restored; a code blanked meanwhile has nothing to check.
        'code.resume': [{ guard: 'hasCode', target: 'checking' }, { target: 'none' }],
      },
    },
  },
})
