import { ChakraProvider } from '@chakra-ui/react'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useMachine } from '@xstate/react'
import { useEffect, useMemo, useState } from 'react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor, type ActorRefFrom, type EventObject, type Snapshot } from 'xstate'
import {
  appliedRetailer,
  retailerAmount,
  retailerCodeMachine,
  type AppliedRetailer,
  type RetailerLookupResult,
} from '../../machines/retailer-code'
import { EMPTY_ORDER_FORM, type OrderForm } from '../../domain/order-form-rules'
import { stateKeyOf } from '../../src/components/state-key'
import { OrderFormStep } from '../../src/features/checkout/paystep/order-form-step'
import { OrderLines } from '../../src/features/checkout/paystep/order-lines'
import { retailerLines } from '../../machines/checkout'
import type { PaystepItem } from '../../src/features/checkout/paystep/paystep-items'
import { retailerFieldState } from '../../src/features/checkout/paystep/retailer-field-state'
import { i18n } from '../../src/i18n/i18n'
import { appSystem } from '../../src/theme/app-system'
import { createActorController, type ActorController } from '../harness/actor-control'
import { testMachinePaths, type HarnessContext, type MachineAdapter } from '../harness/execute'
import {
  ITEMS,
  MISMATCH_MS,
  RESELLER,
  RETAILER_SAMPLES,
  RETAILER_TEXTS,
  RetailerSpec,
  retailerContextKey,
  retailerScenarios,
  TOO_MANY,
  type RetailerStep,
} from './retailer-code-spec'

// The generated paths come from machines/retailer-code.ts; they run against the shipped order form step's
// invitation-code field (src/features/checkout/paystep/order-form-step.tsx, with retailerFieldState as the page maps the
// machine) and the order lines that show the amounts, and what each step must show comes from RetailerSpec
// (tests/machines/retailer-code-spec.ts, written from storefront.md), never from the machine's snapshot.

void i18n.changeLanguage('zh-CN')

const items = ITEMS as unknown as PaystepItem[]
/** What the page hands the order wizard (the applied reseller), as last rendered. */
let applied: AppliedRetailer | null = null

type Lookup = ReturnType<ActorController['promise']>
/** What the page stores of the order wizard: the form and the machine's persisted snapshot. */
interface Stored {
  form: OrderForm
  snapshot: Snapshot<unknown>
}
let shown: { lookup: Lookup; form: OrderForm; actor: ActorRefFrom<typeof retailerCodeMachine> } | null = null

/**
 * The page's wiring of the machine (as paystep-wizard.tsx): the form holds the code, the machine checks it. Restored
 * from storage, it is told so (code.resume), as the order wizard tells it on checkout.resume.
 */
function Host({ lookup, stored }: { lookup: Lookup; stored?: Stored }): React.JSX.Element {
  const [form, setForm] = useState<OrderForm>(stored?.form ?? EMPTY_ORDER_FORM)
  const machine = useMemo(() => retailerCodeMachine.provide({ actors: { lookupRetailer: lookup as never } }), [lookup])
  const [retailer, send, actor] = useMachine(machine, {
    input: { lines: retailerLines(items), code: form.retailercode },
    snapshot: stored?.snapshot,
  })
  shown = { lookup, form, actor }
  useEffect(() => {
    if (stored) actor.send({ type: 'code.resume' })
  }, [actor, stored])
  applied = appliedRetailer(retailer.context)
  return (
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={appSystem}>
        <div data-testid="retailer-host" data-state={stateKeyOf(retailer)}>
          <OrderFormStep
            form={form}
            errors={{}}
            retailer={applied}
            retailerState={retailerFieldState(retailer)}
            showSaveProfile={false}
            saving={false}
            onChange={(values) => setForm((current) => ({ ...current, ...values }))}
            onRetailer={send}
            onSaveProfile={() => {}}
            onNext={() => {}}
          />
          <OrderLines items={items} retailer={applied} />
        </div>
      </ChakraProvider>
    </I18nextProvider>
  )
}

/** The page left and opened again: what it stored (through JSON, as in localStorage) restored. */
function reloadHost(): void {
  if (!shown) throw new Error('nothing shown to reload')
  const { lookup, form, actor } = shown
  const stored = JSON.parse(JSON.stringify({ form, snapshot: actor.getPersistedSnapshot() })) as Stored
  cleanup()
  render(<Host lookup={lookup} stored={stored} />)
}

const codeField = (): HTMLInputElement => screen.getByTestId<HTMLInputElement>('paystep-retailer-code')
const countField = (): HTMLInputElement | null => screen.queryByTestId<HTMLInputElement>('paystep-retailer-count')
const yuan = (fen: number): string => (fen / 100).toFixed(2)

/** What the user must see now, per the specification model. */
function expectShown(spec: RetailerSpec, actors: ActorController): void {
  expect(codeField().value, 'code field').toBe(spec.code)
  const status = screen.getByTestId('paystep-retailer-status')
  const alerts = screen.queryAllByRole('alert').map((alert) => alert.textContent)
  if (spec.view === 'checking') expect(status.textContent, 'status line').toBe(RETAILER_TEXTS.checking)
  else if (spec.view !== 'mismatch')
    expect(status.textContent, 'status line').toBe(spec.reseller ? RETAILER_TEXTS.name(spec.reseller.retailername) : '')
  // The count's message (the field comes first), then the mismatch message; nothing else.
  expect(alerts, 'messages').toEqual([spec.countMessage(), spec.view === 'mismatch' ? spec.message : null].filter((text) => text !== null))
  if (spec.countShown()) expect(countField()?.value, 'retailer count').toBe(spec.countText())
  else expect(countField(), 'no retailer count field').toBeNull()
  const [total, discount, payable] = spec.amounts()
  expect(
    ['paystep-total', 'paystep-discount', 'paystep-payable'].map((id) => screen.getByTestId(id).textContent),
    'total, discount, payable',
  ).toEqual([yuan(total), yuan(discount), yuan(payable)])
  expect(applied, 'the reseller handed to the wizard').toEqual(spec.applied())
  // What the lookup was called with: once per check, trimmed; at most the latest still running.
  expect(actors.calls.map((call) => call.input)).toEqual(spec.lookups.map((retailcode) => ({ retailcode })))
  expect(actors.pending('lookupRetailer')).toHaveLength(spec.view === 'checking' ? 1 : 0)
}

let spec = new RetailerSpec()
let seen = 0

/** Feeds the spec the steps taken since the last check (the boundary check before a delay sees one step less). */
function specFor(ctx: HarnessContext): RetailerSpec {
  for (const step of ctx.stepsSoFar.slice(seen)) {
    const event = step.event as EventObject & { code?: string; count?: number; output?: RetailerLookupResult[]; error?: unknown }
    const specStep: RetailerStep | undefined =
      step.kind === 'user'
        ? event.type === 'code.change'
          ? { type: 'type', code: event.code ?? '' }
          : event.type === 'code.check'
            ? { type: 'leave' }
            : event.type === 'code.resume'
              ? { type: 'reload' }
              : spec.countShown()
                ? { type: 'count', text: String(event.count) }
                : undefined // no count field to type in
        : step.kind === 'actor.done'
          ? { type: 'reply', list: event.output ?? [] }
          : step.kind === 'actor.error'
            ? { type: 'fail', error: event.error }
            : undefined // a delay: the spec reads the (fake) clock
    if (specStep) spec.apply(specStep, Date.now())
  }
  seen = ctx.stepsSoFar.length
  spec.tick(Date.now())
  return spec
}

const adapter: MachineAdapter<typeof retailerCodeMachine> = {
  input: { lines: retailerLines(items) },
  samples: RETAILER_SAMPLES,
  contextKey: retailerContextKey,
  render: ({ actors }) => {
    spec = new RetailerSpec()
    seen = 0
    render(<Host lookup={actors.promise()} />)
  },
  events: {
    'code.change': (event) => {
      fireEvent.change(codeField(), { target: { value: event.code } })
    },
    // Leaving the field and pressing Enter in it both check; the generated paths take them in turn.
    'code.check': (_, ctx) => {
      if (ctx.stepsSoFar.length % 2 === 0) fireEvent.keyDown(codeField(), { key: 'Enter' })
      else fireEvent.blur(codeField())
    },
    'count.change': (event) => {
      // Without the field (no reseller) the page cannot send it: the machine refuses it too.
      const field = countField()
      if (field) fireEvent.change(field, { target: { value: String(event.count) } })
    },
    'code.resume': reloadHost,
  },
  readState: () => screen.getByTestId('retailer-host').dataset.state,
  states: { '*': (ctx) => expectShown(specFor(ctx), ctx.actors) },
}

testMachinePaths({ machine: retailerCodeMachine, adapter, scenarios: retailerScenarios(retailerCodeMachine) })

type Action = RetailerStep | { type: 'enter' } | { type: 'wait'; ms: number }

/** Drives the shipped field through hand-written steps, checking after each one what the specification shows. */
async function runSpecScenario(actions: Action[]): Promise<void> {
  vi.useFakeTimers()
  const actors = createActorController()
  const model = new RetailerSpec()
  render(<Host lookup={actors.promise()} />)
  await act(flush)
  expectShown(model, actors)
  for (const [index, action] of actions.entries()) {
    await act(async () => {
      switch (action.type) {
        case 'type':
          fireEvent.change(codeField(), { target: { value: action.code } })
          break
        case 'leave':
          fireEvent.blur(codeField())
          break
        case 'enter':
          fireEvent.keyDown(codeField(), { key: 'Enter' })
          break
        case 'count':
          fireEvent.change(countField()!, { target: { value: action.text } })
          break
        case 'reply':
          actors.resolve('lookupRetailer', action.list)
          break
        case 'fail':
          actors.reject('lookupRetailer', action.error)
          break
        case 'wait':
          vi.advanceTimersByTime(action.ms)
          break
        case 'reload':
          reloadHost()
      }
      await flush()
    })
    if (action.type === 'enter') model.apply({ type: 'leave' }, Date.now())
    else if (action.type !== 'wait') model.apply(action, Date.now())
    model.tick(Date.now())
    try {
      expectShown(model, actors)
    } catch (error) {
      throw new Error(`after step ${index + 1} ${JSON.stringify(action)}: ${(error as Error).message}`, { cause: error })
    }
  }
}

async function flush(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve()
}

describe('invitation code field against the specification (hand-written paths)', () => {
  afterEach(() => {
    cleanup()
    vi.clearAllTimers()
    vi.useRealTimers()
  })

  it('checks the trimmed code on Enter, applies the discount times the retailer count, and keeps only valid counts', () =>
    runSpecScenario([
      { type: 'type', code: '  R-001 ' },
      { type: 'enter' },
      { type: 'reply', list: [RESELLER] },
      { type: 'count', text: '3' },
      { type: 'count', text: '' },
      { type: 'count', text: '0' },
      { type: 'count', text: '1000' },
      { type: 'count', text: '2.5' },
      { type: 'count', text: '2' },
    ]))

  it('shows 分销商信息匹配失败 for exactly 1 s after a match is lost, with count 1 and the normal total', () =>
    runSpecScenario([
      { type: 'type', code: 'R-001' },
      { type: 'leave' },
      { type: 'reply', list: [RESELLER] },
      { type: 'count', text: '3' },
      { type: 'leave' },
      { type: 'reply', list: [] },
      { type: 'wait', ms: MISMATCH_MS - 1 },
      { type: 'wait', ms: 1 },
      { type: 'leave' },
      { type: 'reply', list: [RESELLER] },
    ]))

  it("shows a failed check's reason for 1 s, and a failure without one as the mismatch", () =>
    runSpecScenario([
      { type: 'type', code: 'R-404' },
      { type: 'leave' },
      { type: 'fail', error: TOO_MANY },
      { type: 'wait', ms: 400 },
      { type: 'leave' },
      { type: 'reply', list: [] },
      { type: 'type', code: 'R-405' },
      { type: 'wait', ms: 400 },
      { type: 'leave' },
      { type: 'fail', error: new Error('') },
      { type: 'wait', ms: MISMATCH_MS },
    ]))

  it('does not check a blank code, and editing during a check abandons it and drops the reseller', () =>
    runSpecScenario([
      { type: 'type', code: '   ' },
      { type: 'leave' },
      { type: 'enter' },
      { type: 'type', code: 'R-001' },
      { type: 'leave' },
      { type: 'reply', list: [RESELLER] },
      { type: 'count', text: '2' },
      { type: 'leave' },
      { type: 'count', text: '3' },
      { type: 'type', code: 'R-00' },
      { type: 'leave' },
      { type: 'leave' },
      { type: 'type', code: 'R-001' },
    ]))

  it('starts a newly matched code at count 1, and the same code matched again after a drop too', () =>
    runSpecScenario([
      { type: 'type', code: 'R-001' },
      { type: 'leave' },
      { type: 'reply', list: [RESELLER] },
      { type: 'count', text: '3' },
      { type: 'type', code: 'R-002' },
      { type: 'leave' },
      { type: 'reply', list: [{ ...RESELLER, retailername: '华南分销' }] },
      { type: 'count', text: '2' },
      { type: 'type', code: 'R-001' },
      { type: 'enter' },
      { type: 'reply', list: [RESELLER, { ...RESELLER, retailername: '华南分销' }] },
    ]))
})

describe('invitation code field restored by a reload (the order wizard stored and restored)', () => {
  afterEach(() => {
    cleanup()
    vi.clearAllTimers()
    vi.useRealTimers()
  })

  it('a check in flight is made again; the reseller and the count typed are kept', () =>
    runSpecScenario([
      { type: 'type', code: 'R-001' },
      { type: 'leave' },
      { type: 'reply', list: [RESELLER] },
      { type: 'count', text: '2' },
      { type: 'leave' },
      { type: 'reload' },
      { type: 'reply', list: [RESELLER] },
      { type: 'count', text: '3' },
    ]))

  it('a code showing its mismatch is checked again: the message shows its second and goes', () =>
    runSpecScenario([
      { type: 'type', code: 'R-404' },
      { type: 'leave' },
      { type: 'reply', list: [] },
      { type: 'wait', ms: 500 },
      { type: 'reload' },
      { type: 'wait', ms: MISMATCH_MS },
      { type: 'reply', list: [] },
      { type: 'wait', ms: MISMATCH_MS - 1 },
      { type: 'wait', ms: 1 },
    ]))

  it("a failed check's reason restored is checked again; a code blanked meanwhile is not, its message goes", () =>
    runSpecScenario([
      { type: 'type', code: 'R-404' },
      { type: 'leave' },
      { type: 'fail', error: TOO_MANY },
      { type: 'reload' },
      { type: 'reply', list: [RESELLER] },
      { type: 'type', code: 'R-405' },
      { type: 'leave' },
      { type: 'reply', list: [] },
      { type: 'type', code: '' },
      { type: 'reload' },
      { type: 'wait', ms: MISMATCH_MS },
    ]))

  it('a matched code stays matched with its count; a count typed and not taken is not kept', () =>
    runSpecScenario([
      { type: 'type', code: 'R-001' },
      { type: 'leave' },
      { type: 'reply', list: [RESELLER] },
      { type: 'count', text: '2' },
      { type: 'count', text: '0' },
      { type: 'reload' },
      { type: 'count', text: '3' },
    ]))
})

describe('retailer code machine outside the UI', () => {
  const context = { code: ' R-001 ', lines: retailerLines(items), retailer: RESELLER, appliedCode: 'R-001', retailerCount: 2, failure: '' }

  it('clamps a count sent by another caller to a whole number of at least 1', async () => {
    const actor = createActor(retailerCodeMachine.provide({ actors: { lookupRetailer: fromPromise(async () => [RESELLER]) } }), {
      input: { lines: retailerLines(items) },
    }).start()
    expect(actor.getSnapshot().context).toEqual({
      code: '',
      lines: retailerLines(items),
      retailer: null,
      appliedCode: '',
      retailerCount: 1,
      failure: '',
    })
    actor.send({ type: 'code.change', code: 'R-001' })
    actor.send({ type: 'code.check' })
    await waitFor(actor, (s) => s.matches('matched'))
    for (const [count, kept] of [
      [2.7, 2],
      [0, 1],
      [-3, 1],
      [Number.NaN, 1],
      [Number.POSITIVE_INFINITY, 1],
      [5, 5],
    ] as const) {
      actor.send({ type: 'count.change', count })
      expect(actor.getSnapshot().context.retailerCount).toBe(kept)
    }
    actor.stop()
  })

  it('ignores a count without a reseller, and a "change" to the code it already holds (a running check goes on)', async () => {
    let answer: (list: RetailerLookupResult[]) => void = () => {}
    const lookup = vi.fn(() => new Promise<RetailerLookupResult[]>((resolve) => (answer = resolve)))
    const actor = createActor(retailerCodeMachine.provide({ actors: { lookupRetailer: fromPromise(lookup) } }), {
      input: { lines: retailerLines(items), code: 'R-001' },
    }).start()
    actor.send({ type: 'code.check' })
    actor.send({ type: 'count.change', count: 3 })
    actor.send({ type: 'code.change', code: 'R-001' })
    expect(actor.getSnapshot().value).toBe('checking')
    expect(actor.getSnapshot().context.retailerCount).toBe(1)
    answer([RESELLER])
    const snapshot = await waitFor(actor, (s) => !s.matches('checking'))
    expect(snapshot.value).toBe('matched')
    expect(snapshot.context.retailerCount).toBe(1)
    expect(lookup).toHaveBeenCalledTimes(1)
    actor.stop()
  })

  it('treats a missing answer list as no match', async () => {
    const actor = createActor(
      retailerCodeMachine.provide({ actors: { lookupRetailer: fromPromise(async () => null as unknown as RetailerLookupResult[]) } }),
      { input: { lines: retailerLines(items), code: 'R-001' } },
    ).start()
    actor.send({ type: 'code.check' })
    const snapshot = await waitFor(actor, (s) => !s.matches('checking'))
    expect(snapshot.value).toBe('mismatch')
    expect(snapshot.context.failure).toBe('')
    expect(snapshot.context.retailer).toBeNull()
    actor.stop()
  })

  it('gives the amounts and the applied reseller from the context', () => {
    expect(retailerAmount(context)).toEqual({ totalFen: 359_220, payableFen: 347_277, discountFen: 11_943 })
    expect(appliedRetailer(context)).toEqual({ code: 'R-001', retailername: '华东分销', retailerCount: 2, payableFen: 347_277 })
    expect(appliedRetailer({ ...context, retailer: null })).toBeNull()
    const unpriced = [{ ...retailerLines(items)[0]!, durationunion: 'season' as const }]
    expect(appliedRetailer({ ...context, lines: unpriced })).toBeNull()
  })
})
