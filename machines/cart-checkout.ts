import { assign, fromPromise, setup } from 'xstate'
import type { DurationUnit } from '../domain/limits'
import { canCheckout } from '../domain/pricing'
import { errorText } from './sms-code'

/** A selected cart line as the wizard receives it (the cart list's item; extra fields pass through). */
export interface CartHandoffItem {
  id: string
  productid: string
  number: number
  duration: number
  durationunion: DurationUnit
  [field: string]: unknown
}

/** What /paystep receives from the cart, persisted so that a reload resumes. */
export interface CartHandoff {
  source: 'cart'
  items: CartHandoffItem[]
}

export interface CartCheckoutContext {
  /** Where the app started (decides what a persisted handoff means). */
  where: CartCheckoutInput['where']
  handoff: CartHandoff | null
  /** The server msg of the last failure. */
  message: string
}

export type CartCheckoutEvent =
  /** The cart's checkout button, with the selected lines and their total in fen (null when a price is unknown). */
  | { type: 'checkout.start'; items: CartHandoffItem[]; totalFen: number | null }
  /** The wizard created the order: the handoff is used up. */
  | { type: 'order.created' }
  /** The customer leaves /paystep before the order exists. */
  | { type: 'wizard.leave' }
  | { type: 'restore.retry' }

export interface CartCheckoutInput {
  /** Where the app (re)starts: a persisted handoff resumes on /paystep and goes back to the cart anywhere else. */
  where: 'paystep' | 'elsewhere'
  /** The persisted handoff, if any. */
  handoff: CartHandoff | null
}

/**
 * Cart to payment handoff (storefront.md §4 'Cart checkout'): the selected items are removed from the cart first;
 * then the handoff (exactly those items, source=cart) is persisted, the wizard opens with it and the cart count
 * refreshes. One app-level actor (it must outlive the pages): leaving the wizard before the order exists puts the
 * items back in the cart; a persisted handoff found at start resumes /paystep, or is put back when the app opens
 * anywhere else (the tab was closed in the wizard). Failures keep the items where they are and show the server msg.
 */
export const cartCheckoutMachine = setup({
  types: {} as {
    context: CartCheckoutContext
    events: CartCheckoutEvent
    input: CartCheckoutInput
  },
  // Stryker disable next-line ObjectLiteral: equivalent, holds only placeholders every user replaces (startCartCheckoutActor)
  actors: {
    // Supplied by the app with .provide(): DELETE /api/business/C_cart/batchRemove/{ids}
    // Stryker disable next-line all: equivalent, a placeholder every user of the machine replaces (startCartCheckoutActor)
    removeFromCart: fromPromise<unknown, { ids: string[] }>(async () => undefined),
    // POST /api/business/C_cart for each item (the server merges a line with the same product, unit and duration)
    // Stryker disable next-line all: equivalent, a placeholder every user of the machine replaces (startCartCheckoutActor)
    restoreToCart: fromPromise<unknown, { items: CartHandoffItem[] }>(async () => undefined),
  },
  guards: {
    resumesWizard: ({ context }) => context.handoff !== null && context.where === 'paystep',
    hasHandoff: ({ context }) => context.handoff !== null,
    nothingSelected: (_, params: { items: CartHandoffItem[] }) => params.items.length === 0,
    canCheckout: (_, params: { totalFen: number | null }) => canCheckout(params.totalFen),
  },
  // Stryker disable next-line ObjectLiteral: equivalent, holds only placeholders every user replaces (startCartCheckoutActor)
  actions: {
    // Supplied by the app with .provide().
    /** Store the handoff (CARTBUYDATA) so that reloading /paystep resumes. */
    persistHandoff: (_, _params: { handoff: CartHandoff }) => {},
    /** Open /paystep?source=cart: the wizard starts with the handoff in this machine's context (exactly those items). */
    handOff: () => {},
    clearHandoff: () => {},
    /** Reload the header's cart count. */
    refreshCartCount: () => {},
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: equivalent, the id names the machine in docs and reports only
  id: 'cartCheckout',
  // Stryker disable next-line StringLiteral: equivalent, the message is read only in the failed states, and the transitions into them always set it
  context: ({ input }) => ({ where: input.where, handoff: input.handoff, message: '' }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'resumesWizard', target: 'inWizard' }, { guard: 'hasHandoff', target: 'restoring' }, { target: 'idle' }],
    },
    idle: {
      // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
      description: 'The cart with its checkout button',
      initial: 'ready',
      on: {
        'checkout.start': [
          {
            guard: { type: 'nothingSelected', params: ({ event }) => ({ items: event.items }) },
            target: '.nothingSelected',
          },
          {
            guard: { type: 'canCheckout', params: ({ event }) => ({ totalFen: event.totalFen }) },
            target: 'removing',
            // Stryker disable next-line StringLiteral: equivalent, the message is read only in the failed states, and the transitions into them always set it
            actions: assign({ handoff: ({ event }) => ({ source: 'cart' as const, items: event.items }), message: '' }),
          },
        ],
      },
      states: {
        ready: {},
        // Stryker disable next-line ObjectLiteral,StringLiteral: equivalent, an atomic state with only its documentation for docs/machines and the viewer
        nothingSelected: { description: 'The cart says to select at least one product (shop.cart.selectOne)' },
        // Stryker disable next-line ObjectLiteral,StringLiteral: equivalent, an atomic state with only its documentation for docs/machines and the viewer
        restored: { description: 'The items left in the wizard are back in the cart' },
        // Stryker disable next-line ObjectLiteral,StringLiteral: equivalent, an atomic state with only its documentation for docs/machines and the viewer
        failed: { description: 'The items could not be taken out of the cart: the server msg; they stay in the cart' },
      },
    },
    removing: {
      // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
      description: 'Taking the selected items out of the cart (checkout button busy)',
      invoke: {
        id: 'removeFromCart',
        src: 'removeFromCart',
        input: ({ context }) => ({ ids: context.handoff!.items.map((item) => item.id) }),
        onDone: {
          target: 'inWizard',
          actions: [{ type: 'persistHandoff', params: ({ context }) => ({ handoff: context.handoff! }) }, 'refreshCartCount', 'handOff'],
        },
        onError: {
          target: 'idle.failed',
          actions: assign({ handoff: null, message: ({ event }) => errorText(event.error) }),
        },
      },
    },
    inWizard: {
      // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
      description: '/paystep with the handed-off items, until the order exists',
      on: {
        'order.created': { target: 'idle', actions: ['clearHandoff', assign({ handoff: null })] },
        'wizard.leave': 'restoring',
      },
    },
    restoring: {
      // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
      description: 'Putting the items back in the cart',
      invoke: {
        id: 'restoreToCart',
        src: 'restoreToCart',
        input: ({ context }) => ({ items: context.handoff!.items }),
        onDone: { target: 'idle.restored', actions: ['clearHandoff', assign({ handoff: null }), 'refreshCartCount'] },
        onError: { target: 'restoreFailed', actions: assign({ message: ({ event }) => errorText(event.error) }) },
      },
    },
    restoreFailed: {
      // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
      description: 'The items could not be put back: the server msg and a retry (the handoff stays persisted)',
      on: { 'restore.retry': 'restoring' },
    },
  },
})
