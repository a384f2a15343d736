import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useMachine } from '@xstate/react'
import { createActor, fromPromise, type EventObject } from 'xstate'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  appliedRetailer,
  retailerAmount,
  retailerCodeMachine,
  retailerMessage,
  type RetailerLookupResult,
} from '../../machines/retailer-code'
import { RETAILER_MISMATCH_MESSAGE_MS } from '../../domain/limits'
import { formatYuan, type RetailerLine } from '../../domain/pricing'
import { testMachinePaths, type MachineAdapter } from '../harness/execute'
import { afterEvent, doneEvent, stateKey } from '../../tools/machine-model/paths'

const price = (week: number, month: number) => ({
  weekprice: week,
  monthprice: month,
  seasonprice: -1,
  halfyearprice: -1,
})
/** 398.00 eligible, 1398.00 not eligible, 0.10 eligible (0.085 rounds half up to 0.09). */
const LINES: RetailerLine[] = [
  {
    productid: 'p-map',
    product: price(199, 699),
    durationunion: 'week',
    duration: 2,
    number: 1,
  },
  {
    productid: 'p-solid',
    product: price(399, 699),
    durationunion: 'month',
    duration: 1,
    number: 2,
  },
  {
    productid: 'p-lab',
    product: price(0.1, -1),
    durationunion: 'week',
    duration: 1,
    number: 1,
  },
]
const RESELLER: RetailerLookupResult = {
  productid: 'p-map, p-lab',
  companyname: '华东测绘',
  retailername: '华东分销',
  discount: 0.85,
}

// A test-only UI of the code field: the code input checks on blur; the count input shows with a reseller.
function RetailerHost({
  lookup,
}: {
  lookup: ReturnType<typeof fromPromise<RetailerLookupResult[], { retailcode: string }>>
}): React.JSX.Element {
  const [snapshot, send] = useMachine(retailerCodeMachine.provide({ actors: { lookupRetailer: lookup } }), {
    input: { lines: LINES },
  })
  const quote = retailerAmount(snapshot.context)
  return (
    <section data-testid="retailer" data-state={stateKey(snapshot)}>
      <input
        data-testid="retailer-code"
        value={snapshot.context.code}
        onChange={(e) => send({ type: 'code.change', code: e.target.value })}
        onBlur={() => send({ type: 'code.check' })}
      />
      {snapshot.matches('checking') && <span data-testid="retailer-checking">…</span>}
      {snapshot.matches('mismatch') && <p role="alert">{retailerMessage(snapshot.context)}</p>}
      <span data-testid="retailer-name">{snapshot.context.retailer?.retailername ?? ''}</span>
      {(snapshot.matches('matched') || (snapshot.matches('checking') && snapshot.context.retailer !== null)) && (
        <input
          data-testid="retailer-count"
          type="number"
          value={snapshot.context.retailerCount}
          onChange={(e) => send({ type: 'count.change', count: Number(e.target.value) })}
        />
      )}
      <span data-testid="amount-total">{formatYuan(quote?.totalFen ?? null)}</span>
      <span data-testid="amount-payable">{formatYuan(quote?.payableFen ?? null)}</span>
    </section>
  )
}

const text = (id: string): string => screen.getByTestId(id).textContent ?? ''
const codeEvent = (code: string): EventObject => ({ type: 'code.change', code }) as EventObject
const countEvent = (count: number): EventObject => ({ type: 'count.change', count }) as EventObject

/** The normal total: no reseller, count 1. */
function expectNormalTotal(): void {
  expect(text('retailer-name')).toBe('')
  expect(screen.queryByTestId('retailer-count')).toBeNull()
  expect(text('amount-total')).toBe('1796.10')
  expect(text('amount-payable')).toBe('1796.10')
}

const adapter: MachineAdapter<typeof retailerCodeMachine> = {
  input: { lines: LINES },
  samples: {
    events: {
      'code.change': [codeEvent(''), codeEvent('  R-001  '), codeEvent('R-404')],
      'count.change': [countEvent(3), countEvent(0)],
    },
    outputs: { lookupRetailer: [[RESELLER], []] },
    errors: { lookupRetailer: [new Error('Network Error')] },
  },
  contextKey: (context) => [context.code.trim() !== '', context.retailerCount],
  render: ({ actors }) => {
    render(<RetailerHost lookup={actors.promise<RetailerLookupResult[], { retailcode: string }>()} />)
  },
  events: {
    'code.change': (event) => {
      fireEvent.change(screen.getByTestId('retailer-code'), {
        target: { value: event.code },
      })
    },
    'code.check': () => {
      fireEvent.blur(screen.getByTestId('retailer-code'))
    },
    'count.change': (event) => {
      // Without the field (no reseller yet) the page cannot send it: nothing changes, as the machine refuses it.
      const field = screen.queryByTestId('retailer-count')
      if (!field) return
      fireEvent.change(field, {
        target: { value: String(event.count) },
      })
    },
  },
  readState: () => screen.getByTestId('retailer').dataset.state,
  states: {
    none: () => {
      expect(screen.queryByRole('alert')).toBeNull()
      expectNormalTotal()
    },
    checking: ({ actors, snapshot }) => {
      // Checked trimmed.
      expect(actors.pending('lookupRetailer').map((call) => call.input)).toEqual([
        { retailcode: snapshot.context.code.trim() },
      ])
      expect(text('retailer-checking')).toBe('…')
    },
    matched: ({ snapshot }) => {
      const count = snapshot.context.retailerCount
      expect(text('retailer-name')).toBe('华东分销')
      expect((screen.getByTestId('retailer-count') as HTMLInputElement).value).toBe(String(count))
      // Total x count; 85 % on the eligible lines (398.00 and 0.10 per count), each rounded half up to the fen.
      const expected: Record<number, [string, string]> = {
        1: ['1796.10', '1736.39'],
        3: ['5388.30', '5209.16'],
      }
      expect([text('amount-total'), text('amount-payable')]).toEqual(expected[count])
      expect(appliedRetailer(snapshot.context)).toMatchObject({
        code: 'R-001',
        retailername: '华东分销',
        retailerCount: count,
      })
    },
    mismatch: ({ snapshot }) => {
      // A failed check shows its reason (the lookup's error), a plain mismatch the spec's text.
      expect(screen.getByRole('alert').textContent).toBe(snapshot.context.failure ? 'Network Error' : '分销商信息匹配失败')
      expectNormalTotal()
    },
  },
}

testMachinePaths({
  machine: retailerCodeMachine,
  adapter,
  scenarios: [
    // A matched code with count 3 that is rechecked and no longer matches: name cleared, count 1, normal total;
    // the message goes after exactly 1 s.
    [
      codeEvent(' R-001'),
      { type: 'code.check' },
      doneEvent('lookupRetailer', [RESELLER]),
      countEvent(3),
      { type: 'code.check' },
      doneEvent('lookupRetailer', []),
      afterEvent(retailerCodeMachine, 'mismatch'),
    ] as EventObject[],
    // Leaving the field again with the matched code (a second check that matches) keeps the count typed meanwhile.
    [
      codeEvent(' R-001'),
      { type: 'code.check' },
      doneEvent('lookupRetailer', [RESELLER]),
      { type: 'code.check' },
      countEvent(3),
      doneEvent('lookupRetailer', [RESELLER]),
    ] as EventObject[],
  ],
})

describe('retailer code outside the model', () => {
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
  })

  it('a mismatch after a match clears the name, resets the count to 1 and shows the message for 1 s', async () => {
    vi.useFakeTimers()
    const answers: RetailerLookupResult[][] = [[RESELLER], []]
    const lookup = vi.fn(async () => answers.shift()!)
    const actor = createActor(
      retailerCodeMachine.provide({
        actors: { lookupRetailer: fromPromise(lookup) },
      }),
      {
        input: { lines: LINES },
      },
    ).start()
    actor.send({ type: 'code.change', code: '  R-001 ' })
    actor.send({ type: 'code.check' })
    await vi.advanceTimersByTimeAsync(0)
    actor.send({ type: 'count.change', count: 2 })
    expect(retailerAmount(actor.getSnapshot().context)).toEqual({
      totalFen: 359_220,
      payableFen: 347_277,
      discountFen: 11_943,
    })
    actor.send({ type: 'code.check' })
    await vi.advanceTimersByTimeAsync(0)
    const snapshot = actor.getSnapshot()
    expect(snapshot.value).toBe('mismatch')
    expect(snapshot.context).toMatchObject({
      retailer: null,
      retailerCount: 1,
      code: '  R-001 ',
    })
    expect(retailerAmount(snapshot.context)).toEqual({
      totalFen: 179_610,
      payableFen: 179_610,
      discountFen: 0,
    })
    expect(lookup.mock.calls.map((call) => (call as unknown as [{ input: unknown }])[0].input)).toEqual([
      { retailcode: 'R-001' },
      { retailcode: 'R-001' },
    ])
    await vi.advanceTimersByTimeAsync(RETAILER_MISMATCH_MESSAGE_MS - 1)
    expect(actor.getSnapshot().value).toBe('mismatch')
    await vi.advanceTimersByTimeAsync(1)
    expect(actor.getSnapshot().value).toBe('none')
    actor.stop()
  })

  it('checking the matched code again keeps the retailer count; a new code starts from 1', async () => {
    const lookup = vi.fn(async () => [RESELLER])
    const actor = createActor(retailerCodeMachine.provide({ actors: { lookupRetailer: fromPromise(lookup) } }), {
      input: { lines: LINES },
    }).start()
    actor.send({ type: 'code.change', code: 'R-001' })
    actor.send({ type: 'code.check' })
    await Promise.resolve()
    await new Promise((resolve) => setTimeout(resolve, 0))
    actor.send({ type: 'count.change', count: 3 })
    actor.send({ type: 'code.check' })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(actor.getSnapshot().value).toBe('matched')
    expect(actor.getSnapshot().context.retailerCount).toBe(3)
    actor.send({ type: 'code.change', code: 'R-002' })
    actor.send({ type: 'code.check' })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(actor.getSnapshot().value).toBe('matched')
    expect(actor.getSnapshot().context.retailerCount).toBe(1)
    expect(lookup).toHaveBeenCalledTimes(3)
    actor.stop()
  })

  it('a blank code is not checked', () => {
    const lookup = vi.fn(async () => [RESELLER])
    const actor = createActor(
      retailerCodeMachine.provide({
        actors: { lookupRetailer: fromPromise(lookup) },
      }),
      {
        input: { lines: LINES, code: '   ' },
      },
    ).start()
    actor.send({ type: 'code.check' })
    expect(actor.getSnapshot().value).toBe('none')
    expect(lookup).not.toHaveBeenCalled()
    actor.stop()
  })
})
