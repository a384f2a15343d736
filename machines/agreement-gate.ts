import { setup } from 'xstate'
import { AGREEMENT_SCROLL_THRESHOLD_PX } from '../domain/limits'

export type AgreementGateEvent =
  | { type: 'agreement.open' }
  /**
   * The PDF's remaining distance to its bottom, in px, sent by the dialog once every page is shown and on each
   * scroll (0 or less for a PDF that fits without scrolling). Only the gate decides what is near enough.
   */
  | { type: 'agreement.scroll'; distanceToBottom: number }
  | { type: 'agreement.agree' }
  | { type: 'agreement.close' }
  | { type: 'agreement.untick' }

/** Within 10 px of the bottom counts as read to the end. */
export const nearBottom = (distanceToBottom: number): boolean => distanceToBottom <= AGREEMENT_SCROLL_THRESHOLD_PX

/** Whether step 1's box is ticked (next enabled): only in `ticked`; the dialog covers the box while it is open. */
export const isTicked = (snapshot: { matches: (value: 'ticked') => boolean }): boolean => snapshot.matches('ticked')

/**
 * The purchase agreement of /paystep step 1 (storefront.md §4): the box cannot be ticked directly; it opens the
 * agreement in a PDF dialog, whose 'agree' button appears only once the PDF is scrolled to within 10 px of its
 * bottom. Agreeing ticks the box and closes the dialog; closing the dialog any other way resets the tick, also when
 * the box was ticked before it was reopened. A ticked box can be unticked. `notifyTicked` tells the wizard.
 */
export const agreementGateMachine = setup({
  types: {} as {
    events: AgreementGateEvent
  },
  // Stryker disable next-line ObjectLiteral: equivalent, holds only the placeholder below
  actions: {
    // Supplied by the page with .provide(): forwards the tick to the order wizard (agreement.change).
    notifyTicked: (_, _params: { ticked: boolean }) => {},
  },
  guards: {
    nearBottom: (_, params: { distanceToBottom: number }) => nearBottom(params.distanceToBottom),
  },
}).createMachine({
  id: 'agreementGate',
  initial: 'unticked',
  states: {
    unticked: {
      // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
      description: 'Box not ticked: step 1 next disabled',
      on: { 'agreement.open': 'dialog' },
    },
    ticked: {
      // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
      description: 'Box ticked: step 1 next enabled',
      on: {
        'agreement.open': {
          target: 'dialog',
          actions: { type: 'notifyTicked', params: { ticked: false } },
        },
        'agreement.untick': {
          target: 'unticked',
          actions: { type: 'notifyTicked', params: { ticked: false } },
        },
      },
    },
    dialog: {
      // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
      description: 'The agreement PDF in a dialog',
      initial: 'reading',
      on: {
        'agreement.close': 'unticked',
      },
      states: {
        reading: {
          // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
          description: "Not yet scrolled to the bottom: no 'agree' button",
          on: {
            'agreement.scroll': {
              guard: {
                type: 'nearBottom',
                params: ({ event }) => ({
                  distanceToBottom: event.distanceToBottom,
                }),
              },
              target: 'canAgree',
            },
          },
        },
        canAgree: {
          // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
          description: "Scrolled to the bottom: the 'agree' button shows (and stays when scrolling back up)",
          on: {
            'agreement.agree': {
              target: '#agreementGate.ticked',
              actions: { type: 'notifyTicked', params: { ticked: true } },
            },
          },
        },
      },
    },
  },
})
