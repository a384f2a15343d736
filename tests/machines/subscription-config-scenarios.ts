import type { AnyStateMachine, EventObject } from 'xstate'
import { afterEvent } from '../../tools/machine-model/paths'
import { COURSE, pick, TEAM_OF_FIVE, TERRA, WEEKLY } from './subscription-config-spec'

interface KeyedContext {
  product: { type: string; onemonth?: number | null; limitduration?: number | null } | null
}

const fixed = (value: number | null | undefined): boolean => typeof value === 'number' && value > 0

/**
 * What tells configurator states apart for path generation, in the specification's terms (storefront.md §4): a fixed
 * count or duration, so the refused count and duration changes of such a product are generated too. (Keying also by
 * login and by "can subscribe" quadruples the paths without reaching a transition or guard outcome more.)
 */
export const specContextKey = (context: KeyedContext): unknown => [fixed(context.product?.onemonth), fixed(context.product?.limitduration)]

/** Hand-written paths of the machine suite, beyond transition coverage. */
export function subscriptionScenarios(machine: AnyStateMachine): EventObject[][] {
  return [
    // A unit change after editing the duration sets it back to 1; the guard window passes and subscribe works again.
    [
      { type: 'session.change', loggedIn: true },
      pick(WEEKLY),
      { type: 'duration.change', duration: 4 },
      { type: 'count.change', count: 3 },
      { type: 'unit.change', unit: 'halfyear' },
      { type: 'subscribe' },
      { type: 'subscribe' },
      afterEvent(machine, 'configuring.coolingDown'),
      { type: 'subscribe' },
    ] as EventObject[],
    // Picking another product resets what the previous one had set.
    [pick(COURSE), pick(WEEKLY), { type: 'count.change', count: 0 } as EventObject, pick(TEAM_OF_FIVE)],
    // Subscribe refused: the coming-soon line, and a duration below 1.
    [pick(TERRA), { type: 'subscribe' }, pick(WEEKLY), { type: 'duration.change', duration: 0 } as EventObject, { type: 'subscribe' }],
  ]
}
