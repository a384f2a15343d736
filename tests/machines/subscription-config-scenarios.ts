import type { AnyStateMachine, EventObject } from 'xstate'
import { afterEvent } from '../../tools/machine-model/paths'
import { chooseType, COURSE, pick, TEAM_OF_FIVE, TERRA, WEEKLY } from './subscription-config-spec'

interface KeyedContext {
  productType: string
  product: { type: string; onemonth?: number | null; limitduration?: number | null } | null
}

const fixed = (value: number | null | undefined): boolean => typeof value === 'number' && value > 0

/**
 * What tells configurator states apart for path generation, in the specification's terms (storefront.md §4): the
 * listed product type (which products can be picked), and a fixed count or duration, so the refused count and
 * duration changes of such a product are generated too. (Keying also by login and by "can subscribe" quadruples the
 * paths without reaching a transition or guard outcome more.)
 */
export const specContextKey = (context: KeyedContext): unknown => [
  context.productType,
  fixed(context.product?.onemonth),
  fixed(context.product?.limitduration),
]

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
      afterEvent(machine, 'subscribeButton.coolingDown'),
      { type: 'subscribe' },
    ] as EventObject[],
    // Picking another product resets what the previous one had set; a product of a type not listed is not picked.
    [
      chooseType('SummitLab'),
      pick(COURSE),
      pick(WEEKLY),
      chooseType('SummitMap'),
      pick(WEEKLY),
      { type: 'count.change', count: 0 } as EventObject,
      chooseType('SummitSolid'),
      pick(TEAM_OF_FIVE),
    ],
    // Subscribe refused: the coming-soon line, and a duration below 1.
    [
      chooseType('SummitTerra'),
      pick(TERRA),
      { type: 'subscribe' },
      chooseType('SummitMap'),
      pick(WEEKLY),
      { type: 'duration.change', duration: 0 } as EventObject,
      { type: 'subscribe' },
    ],
    // The reviewer's case: the team pack chosen and subscribed, then another type while the button rests: the pack is
    // dropped (nothing can be bought until a SummitLab product is picked); the same type again changes nothing.
    [
      chooseType('SummitSolid'),
      pick(TEAM_OF_FIVE),
      { type: 'subscribe' },
      chooseType('SummitSolid'),
      chooseType('SummitLab'),
      { type: 'subscribe' },
      chooseType('SummitLab'),
      pick(COURSE),
      { type: 'subscribe' },
    ],
    // Beyond the contract's bounds (duration 999, count 9999): kept as typed, subscribe refused until back in range.
    [
      { type: 'session.change', loggedIn: true } as EventObject,
      pick(WEEKLY),
      { type: 'duration.change', duration: 1000 } as EventObject,
      { type: 'subscribe' },
      { type: 'duration.change', duration: 999 } as EventObject,
      { type: 'count.change', count: 10000 } as EventObject,
      { type: 'subscribe' },
      { type: 'count.change', count: 9999 } as EventObject,
      { type: 'subscribe' },
    ],
  ]
}
