import { setup } from 'xstate'
import { DOUBLE_CLICK_GUARD_MS } from '../domain/limits'

/**
 * Prevent-double-click rule (storefront spec §9): after an accepted click the button stays disabled for 5 seconds.
 * The UI supplies `notifyClick` (it calls the real onClick), so the click handler runs at most once per window.
 */
export const preventDoubleClickMachine = setup({
  types: {} as {
    events: { type: 'button.click' }
  },
  actions: {
    // Supplied by the UI with .provide(); the machine only decides when it runs.
    notifyClick: () => {},
  },
  delays: {
    guardWindow: DOUBLE_CLICK_GUARD_MS,
  },
}).createMachine({
  id: 'preventDoubleClick',
  initial: 'ready',
  states: {
    ready: {
      description: 'Button enabled',
      on: {
        'button.click': { target: 'coolingDown', actions: 'notifyClick' },
      },
    },
    coolingDown: {
      description: 'Button disabled until the guard window has passed',
      after: {
        guardWindow: 'ready',
      },
      on: {
        // Explicit so the model tests exercise it: a click here must not reach onClick nor restart the window.
        'button.click': { description: 'Ignored while cooling down' },
      },
    },
  },
})
