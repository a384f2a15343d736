import type { AnyStateMachine, EventObject } from 'xstate'
import { afterEvent } from '../../tools/machine-model/paths'

/** Beyond transition coverage: a click in the window is ignored, and once it has passed a click counts again. */
export function doubleClickScenario(machine: AnyStateMachine): EventObject[] {
  return [
    { type: 'button.click' },
    { type: 'button.click' },
    afterEvent(machine, 'coolingDown'),
    { type: 'button.click' },
    { type: 'button.click' },
  ]
}
