import { ChakraProvider } from '@chakra-ui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor, type EventObject } from 'xstate'
import {
  licenceRequest,
  licenseCreationMachine,
  preloadedChoices,
  type LicenceCreateReply,
  type LicenseCreationInput,
} from '../../machines/license-creation'
import { LicenseCreationDialog } from '../../src/features/licences/license-creation-dialog'
import { i18n } from '../../src/i18n/i18n'
import { appSystem } from '../../src/theme/app-system'
import { collectedPaths } from '../harness/collected-paths'
import { CoverageRecorder } from '../harness/coverage'
import { executePath, executeRecordedPath, testMachinePaths, type HarnessContext, type MachineAdapter } from '../harness/execute'
import { doneEvent, errorEvent, machineShape, replayPath } from '../../tools/machine-model/paths'
import {
  CREATE_REFUSAL,
  CREATE_REPLY,
  HELD,
  LICENSE_INPUT,
  LICENSE_INPUTS,
  LICENSE_SAMPLES,
  licenseContextKey,
  lineToggle,
  machineCodeChange,
  MAP_LINE,
  MAP_LINE_2,
  PRELOADED_INPUT,
  SOLID_LINE,
  UNLISTED_LINES,
} from '../../tools/machine-model/samples/license-creation'
import { LICENSE_TEXTS, LicenseSpec, licenseScenarios, type LicenseStep, type SentCall } from './license-creation-spec'
import { refusesPress } from '../support/refuses-press'

// The generated paths come from machines/license-creation.ts; what each step must show comes from LicenseSpec
// (tests/machines/license-creation-spec.ts, written from portal.md and the issue), never from the machine's snapshot.
// The shipped LicenseCreationDialog runs as a tab would use it; its two calls (src/api/queries/licence-calls.ts) are
// replaced by calls the test answers.

interface PendingCall {
  call: SentCall
  settled: boolean
  resolve: (output: unknown) => void
  reject: (error: unknown) => void
}

const api = vi.hoisted(() => ({ calls: [] as PendingCall[] }))

vi.mock('../../src/api/queries/licence-calls', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/api/queries/licence-calls')>()),
  makeLicence: (body: never) =>
    new Promise((resolve, reject) => {
      api.calls.push({ call: { operation: 'makelicense', body }, settled: false, resolve, reject })
    }),
  batchMakeLicences: (body: never) =>
    new Promise((resolve, reject) => {
      api.calls.push({ call: { operation: 'mutiBatchCreate', body }, settled: false, resolve, reject })
    }),
}))

void i18n.changeLanguage('zh-CN')

const onClose = vi.fn()
const onCreated = vi.fn()
let queryClient = new QueryClient()
let invalidate = vi.spyOn(queryClient, 'invalidateQueries')

function Tab({ input, dropOnClose }: { input: LicenseCreationInput; dropOnClose: boolean }): React.JSX.Element {
  const [open, setOpen] = useState(true)
  return (
    <LicenseCreationDialog
      open={open}
      {...input}
      onCreated={onCreated}
      onClose={(left) => {
        onClose(left)
        if (dropOnClose) setOpen(false)
      }}
    />
  )
}

function renderDialog(input: LicenseCreationInput, dropOnClose = true): void {
  api.calls.length = 0
  onClose.mockReset()
  onCreated.mockReset()
  queryClient = new QueryClient()
  invalidate = vi.spyOn(queryClient, 'invalidateQueries')
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ChakraProvider value={appSystem}>
          <Tab input={input} dropOnClose={dropOnClose} />
        </ChakraProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  )
}

const dialog = (): HTMLElement | null => screen.queryByTestId('license-dialog')
const ALL_LINES = [MAP_LINE, MAP_LINE_2, SOLID_LINE, ...UNLISTED_LINES]

/** What the user must see now, what was sent and what the tab was told, per the specification model. */
function expectShown(spec: LicenseSpec): void {
  const where = `(${spec.view})`
  expect(
    api.calls.map((each) => each.call),
    `requests sent ${where}`,
  ).toEqual(spec.sent)
  expect(
    api.calls.filter((each) => !each.settled),
    `request running ${where}`,
  ).toHaveLength(spec.view === 'sending' ? 1 : 0)
  expect(invalidate.mock.calls, `refreshed ${where}`).toEqual(
    Array.from({ length: spec.accepted }, () => [[{ queryKey: ['licences'] }], [{ queryKey: ['orders'] }]]).flat(),
  )
  expect(onClose, `asked to close ${where}`).toHaveBeenCalledTimes(spec.closes)
  if (spec.view === 'closed') {
    expect(dialog()?.dataset.state ?? 'closed', 'the dialog closes').toBe('closed')
    return
  }
  expect(dialog(), 'the dialog is open').not.toBeNull()
  const alert = screen.getByTestId('license-message')
  expect(alert.getAttribute('role')).toBe('alert')
  expect(alert.textContent, `message ${where}`).toBe(spec.message?.kind === 'error' ? spec.message.text : '')
  if (spec.view === 'done') {
    expect(screen.getByRole('status').textContent, 'success message').toBe(spec.message?.text)
    expect(screen.queryByTestId('license-machine-code'), 'no form after success').toBeNull()
    expect(screen.queryByTestId('license-confirm'), 'no confirm after success').toBeNull()
    expect(document.activeElement, 'focus on the close button').toBe(screen.getByTestId('license-done'))
    return
  }
  expect(screen.queryByRole('status'), `no success ${where}`).toBeNull()
  const locked = spec.view !== 'form'
  const code = screen.getByTestId<HTMLInputElement>('license-machine-code')
  expect(code.value, `machine code ${where}`).toBe(spec.typed)
  expect(code.disabled, `machine code locked ${where}`).toBe(locked)
  // The listed rows, and each row's tick and hover reason.
  for (const line of ALL_LINES) {
    const row = screen.queryByTestId(`license-line-${line.id}`)
    if (!spec.listed.includes(line)) {
      expect(row, `${line.id} not listed`).toBeNull()
      continue
    }
    expect(row, `${line.id} listed`).not.toBeNull()
    const tick = screen.getByTestId<HTMLInputElement>(`license-tick-${line.id}`)
    const reason = spec.reason(line)
    expect(tick.checked, `${line.id} ticked ${where}`).toBe(spec.isTicked(line))
    expect(tick.disabled, `${line.id} disabled ${where}`).toBe(locked || reason !== null)
    // The reason (what shows on hover, a Chakra tooltip: see 'shows the hover reason...') is the tick's description, and
    // its wrapper takes a tab stop exactly when there is one (a disabled tick cannot be focused itself).
    expect(tick.getAttribute('aria-description'), `${line.id} reason, the tick's description ${where}`).toBe(reason)
    expect(screen.getByTestId(`license-reason-${line.id}`).getAttribute('tabindex'), `${line.id} reason reachable by Tab ${where}`).toBe(
      reason === null ? null : '0',
    )
  }
  expect(screen.queryByTestId('license-nothing-listed')?.textContent ?? null).toBe(
    spec.listed.length === 0 ? LICENSE_TEXTS.nothingListed : null,
  )
  // What is chosen, for which machine.
  const chosen = screen.queryByTestId('license-chosen')
  expect(chosen ? Array.from(chosen.querySelectorAll('li'), (item) => item.textContent) : [], `chosen ${where}`).toEqual(
    spec.ticks.map((tick) => `${tick.machine} · ${tick.line.productname}`),
  )
  // The warning, and the buttons each view offers.
  expect(screen.queryByTestId('license-warning-text')?.textContent ?? null, `warning ${where}`).toBe(locked ? LICENSE_TEXTS.warning : null)
  expect(screen.queryByTestId('license-confirm') !== null, `confirm offered ${where}`).toBe(!locked)
  expect(screen.queryByTestId('license-batch') !== null, `batch offered ${where}`).toBe(!locked)
  if (locked) {
    expect(refusesPress(screen.getByTestId('license-warning-accept')), `accept busy ${where}`).toBe(spec.view === 'sending')
    expect(screen.getByTestId<HTMLButtonElement>('license-warning-cancel').disabled).toBe(spec.view === 'sending')
  }
  expect(screen.getByTestId<HTMLButtonElement>('license-close').disabled, `close disabled ${where}`).toBe(locked)
}

function specStepOf(step: HarnessContext['stepsSoFar'][number]): LicenseStep {
  const event = step.event as EventObject & { value?: string; lineId?: string; output?: { msg?: string }; error?: unknown }
  if (step.kind === 'actor.done') return { type: 'reply', output: event.output }
  if (step.kind === 'actor.error') return { type: 'fail', error: event.error }
  switch (event.type) {
    case 'machineCode.change':
      return { type: 'type', value: event.value ?? '' }
    case 'line.toggle':
      return { type: 'toggle', lineId: event.lineId ?? '' }
    case 'create.confirm':
      return { type: 'confirm' }
    case 'create.batch':
      return { type: 'batch' }
    case 'warning.accept':
      return { type: 'accept' }
    case 'warning.cancel':
      return { type: 'cancel' }
    default:
      return { type: 'close' }
  }
}

const latestCall = (): PendingCall => {
  const call = api.calls.filter((each) => !each.settled).at(-1)
  if (!call) throw new Error('No running licence call')
  call.settled = true
  return call
}

/** A tick the user tries: a disabled checkbox takes no click, as in a browser. */
function clickTick(lineId: string): void {
  const tick = screen.queryByTestId<HTMLInputElement>(`license-tick-${lineId}`)
  if (tick && !tick.disabled) fireEvent.click(tick)
}

function adapterFor(input: LicenseCreationInput): MachineAdapter<typeof licenseCreationMachine> {
  let spec = new LicenseSpec(input.lines, input.held, input)
  let seen = 0
  const specFor = (ctx: HarnessContext): LicenseSpec => {
    for (const step of ctx.stepsSoFar.slice(seen)) spec.apply(specStepOf(step))
    seen = ctx.stepsSoFar.length
    return spec
  }
  const settle = {
    done: (output: unknown) => latestCall().resolve(output),
    error: (error: unknown) => latestCall().reject(error),
  }
  return {
    input,
    samples: LICENSE_SAMPLES,
    contextKey: licenseContextKey,
    render: () => {
      spec = new LicenseSpec(input.lines, input.held, input)
      seen = 0
      renderDialog(input, false)
    },
    events: {
      'machineCode.change': (event) => {
        fireEvent.change(screen.getByTestId('license-machine-code'), { target: { value: event.value } })
      },
      'line.toggle': (event) => clickTick(event.lineId),
      'create.confirm': () => {
        fireEvent.click(screen.getByTestId('license-confirm'))
      },
      'create.batch': () => {
        fireEvent.click(screen.getByTestId('license-batch'))
      },
      'warning.accept': () => {
        fireEvent.click(screen.getByTestId('license-warning-accept'))
      },
      'warning.cancel': () => {
        fireEvent.click(screen.getByTestId('license-warning-cancel'))
      },
      // The cancel button, the close button in the corner and Escape take turns; after success, its close button.
      'dialog.close': (_, ctx) => {
        const turn = ctx.stepsSoFar.length % 3
        if (turn === 0) fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
        else if (turn === 1) fireEvent.click(screen.getByTestId('license-close'))
        else fireEvent.click(screen.queryByTestId('license-cancel') ?? screen.getByTestId('license-done'))
      },
    },
    settle: { makeLicense: settle, batchCreateLicenses: settle },
    readState: () => dialog()?.dataset.machineState,
    states: { '*': (ctx) => expectShown(specFor(ctx)) },
  }
}

async function flush(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve()
}

type Action = LicenseStep | { type: 'escape' }

/** Drives the shipped dialog through hand-written steps, checking after each one what the specification shows. */
async function runSpecScenario(input: LicenseCreationInput, actions: Action[]): Promise<void> {
  const model = new LicenseSpec(input.lines, input.held, input)
  renderDialog(input)
  await act(flush)
  expectShown(model)
  for (const [index, action] of actions.entries()) {
    await act(async () => {
      switch (action.type) {
        case 'type':
          fireEvent.change(screen.getByTestId('license-machine-code'), { target: { value: action.value } })
          break
        case 'toggle':
          clickTick(action.lineId)
          break
        case 'confirm':
          fireEvent.click(screen.getByTestId('license-confirm'))
          break
        case 'batch':
          fireEvent.click(screen.getByTestId('license-batch'))
          break
        case 'accept':
          fireEvent.click(screen.getByTestId('license-warning-accept'))
          break
        case 'cancel':
          fireEvent.click(screen.getByTestId('license-warning-cancel'))
          break
        case 'reply':
          latestCall().resolve(action.output)
          break
        case 'fail':
          latestCall().reject(action.error)
          break
        case 'close':
          fireEvent.click(screen.queryByTestId('license-cancel') ?? screen.getByTestId('license-done'))
          break
        case 'escape':
          fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
      }
      await flush()
    })
    model.apply(action.type === 'escape' ? { type: 'close' } : action)
    try {
      expectShown(model)
    } catch (error) {
      throw new Error(`after step ${index + 1} ${JSON.stringify(action)}: ${(error as Error).message}`, { cause: error })
    }
  }
}

describe('licence creation dialog against the specification (hand-written paths)', () => {
  afterEach(cleanup)

  it('lists only online, paid lines with licences left that are not dongle products, and asks for the machine code first', () =>
    runSpecScenario(LICENSE_INPUT, [
      { type: 'toggle', lineId: MAP_LINE.id },
      { type: 'confirm' },
      { type: 'batch' },
      { type: 'type', value: '   ' },
      { type: 'toggle', lineId: SOLID_LINE.id },
      { type: 'type', value: '  MC-A  ' },
      { type: 'toggle', lineId: SOLID_LINE.id },
      { type: 'toggle', lineId: SOLID_LINE.id },
      { type: 'escape' },
    ]))

  it('says nothing needs licences when no line qualifies; batch create says 请选择数据 and confirm does nothing', () =>
    runSpecScenario(LICENSE_INPUTS.nothingListed, [
      { type: 'type', value: 'MC-A' },
      { type: 'batch' },
      { type: 'confirm' },
      { type: 'close' },
    ]))

  it('refuses a second row of the same product and a product licensed on that machine, with the hover reason', () =>
    runSpecScenario(LICENSE_INPUT, [
      { type: 'type', value: 'MC-A' },
      { type: 'toggle', lineId: MAP_LINE.id },
      { type: 'toggle', lineId: MAP_LINE_2.id },
      { type: 'type', value: 'MC-B' },
      { type: 'toggle', lineId: MAP_LINE.id },
      { type: 'toggle', lineId: MAP_LINE_2.id },
      { type: 'toggle', lineId: SOLID_LINE.id },
      { type: 'type', value: 'MC-C' },
      { type: 'toggle', lineId: SOLID_LINE.id },
      { type: 'toggle', lineId: MAP_LINE_2.id },
      { type: 'type', value: 'MC-D' },
      { type: 'toggle', lineId: MAP_LINE.id },
    ]))

  it('shows the hover reason in a tooltip on hover and on keyboard focus, and none on a line that can be ticked', async () => {
    const model = new LicenseSpec(LICENSE_INPUT.lines, LICENSE_INPUT.held)
    renderDialog(LICENSE_INPUT)
    await act(flush)
    const hover = async (lineId: string) => {
      fireEvent.pointerMove(screen.getByTestId(`license-reason-${lineId}`), { pointerType: 'mouse' })
      const tooltip = await screen.findByRole('tooltip')
      expect(tooltip.dataset.testid).toBe(`license-reason-tooltip-${lineId}`)
      expect(screen.getByTestId(`license-reason-${lineId}`).getAttribute('aria-describedby'), 'the tooltip describes its wrapper').toBe(
        tooltip.id,
      )
      return tooltip.textContent
    }
    const leave = async (lineId: string) => {
      fireEvent.pointerLeave(screen.getByTestId(`license-reason-${lineId}`), { pointerType: 'mouse' })
      await vi.waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull())
    }
    // No machine code yet: every line says 请输入机器码.
    expect(model.reason(MAP_LINE)).toBe(LICENSE_TEXTS.machineCodeFirst)
    expect(await hover(MAP_LINE.id)).toBe(LICENSE_TEXTS.machineCodeFirst)
    await leave(MAP_LINE.id)
    // MC-A with the first SummitMap row ticked: the second row of the same product gives the duplicate reason.
    const steps: LicenseStep[] = [
      { type: 'type', value: 'MC-A' },
      { type: 'toggle', lineId: MAP_LINE.id },
    ]
    for (const step of steps) {
      await act(async () => {
        if (step.type === 'type') fireEvent.change(screen.getByTestId('license-machine-code'), { target: { value: step.value } })
        else clickTick(MAP_LINE.id)
        await flush()
      })
      model.apply(step)
    }
    expect(model.reason(MAP_LINE_2)).toBe(LICENSE_TEXTS.duplicate)
    expect(await hover(MAP_LINE_2.id)).toBe(LICENSE_TEXTS.duplicate)
    await leave(MAP_LINE_2.id)
    // A line that can be ticked has no reason: no tooltip on hover, and no extra tab stop.
    expect(model.reason(SOLID_LINE)).toBeNull()
    fireEvent.pointerMove(screen.getByTestId(`license-reason-${SOLID_LINE.id}`), { pointerType: 'mouse' })
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)))
    expect(screen.queryByRole('tooltip')).toBeNull()
    // Keyboard: Tab onto the refused row's wrapper shows the same tooltip.
    fireEvent.keyDown(document.body, { key: 'Tab' })
    act(() => screen.getByTestId(`license-reason-${MAP_LINE_2.id}`).focus())
    expect((await screen.findByRole('tooltip')).textContent).toBe(LICENSE_TEXTS.duplicate)
  })

  it('warns before creating: cancel says 已取消 and keeps the ticks; accepting sends makelicense once', () =>
    runSpecScenario(LICENSE_INPUT, [
      { type: 'type', value: ' MC-A ' },
      { type: 'toggle', lineId: MAP_LINE.id },
      { type: 'confirm' },
      { type: 'cancel' },
      { type: 'batch' },
      { type: 'accept' },
      { type: 'accept' },
      { type: 'escape' },
      { type: 'fail', error: CREATE_REFUSAL },
      { type: 'confirm' },
      { type: 'accept' },
      { type: 'reply', output: CREATE_REPLY },
      { type: 'close' },
    ]))

  it('creates for two machines in one mutiBatchCreate, in the order ticked, and falls back to its own texts', () =>
    runSpecScenario(LICENSE_INPUT, [
      { type: 'type', value: 'MC-A' },
      { type: 'toggle', lineId: SOLID_LINE.id },
      { type: 'toggle', lineId: MAP_LINE_2.id },
      { type: 'type', value: 'MC-C' },
      { type: 'toggle', lineId: MAP_LINE.id },
      { type: 'batch' },
      { type: 'accept' },
      { type: 'fail', error: new Error('') },
      { type: 'batch' },
      { type: 'accept' },
      { type: 'reply', output: undefined },
    ]))

  // MAP_LINE has 2 licences left: ticked for MC-A and MC-C it is all chosen; unticking it with MC-C typed takes back
  // only MC-C's tick (MC-A keeps its own), which frees one licence of the line for another machine.
  it('unticks a line ticked for two machines only for the machine typed, and frees its licence for another', () =>
    runSpecScenario(LICENSE_INPUT, [
      { type: 'type', value: 'MC-A' },
      { type: 'toggle', lineId: MAP_LINE.id },
      { type: 'type', value: 'MC-C' },
      { type: 'toggle', lineId: MAP_LINE.id },
      { type: 'type', value: 'MC-D' },
      { type: 'toggle', lineId: MAP_LINE.id },
      { type: 'type', value: 'MC-C' },
      { type: 'toggle', lineId: MAP_LINE.id },
      { type: 'type', value: 'MC-A' },
      { type: 'type', value: 'MC-D' },
      { type: 'toggle', lineId: MAP_LINE.id },
      { type: 'batch' },
      { type: 'accept' },
      { type: 'reply', output: CREATE_REPLY },
    ]))

  it('starts afresh when opened again', async () => {
    renderDialog(LICENSE_INPUT)
    await act(flush)
    await act(async () => {
      fireEvent.change(screen.getByTestId('license-machine-code'), { target: { value: 'MC-A' } })
      await flush()
    })
    await act(async () => {
      clickTick(SOLID_LINE.id)
      fireEvent.click(screen.getByTestId('license-cancel'))
      await flush()
    })
    expect(dialog()?.dataset.state ?? 'closed').toBe('closed')
    cleanup()
    let setOpen: (open: boolean) => void = () => {}
    function Host(): React.JSX.Element {
      const [open, set] = useState(true)
      setOpen = set
      return <LicenseCreationDialog open={open} lines={LICENSE_INPUT.lines} held={HELD} onClose={() => set(false)} />
    }
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <ChakraProvider value={appSystem}>
            <Host />
          </ChakraProvider>
        </QueryClientProvider>
      </I18nextProvider>,
    )
    await act(flush)
    await act(async () => {
      fireEvent.change(screen.getByTestId('license-machine-code'), { target: { value: 'MC-A' } })
      await flush()
    })
    await act(async () => {
      clickTick(SOLID_LINE.id)
      fireEvent.click(screen.getByTestId('license-cancel'))
      await flush()
    })
    await act(async () => {
      setOpen(true)
      await flush()
    })
    expect(screen.getByTestId<HTMLInputElement>('license-machine-code').value).toBe('')
    expect(screen.getByTestId<HTMLInputElement>(`license-tick-${SOLID_LINE.id}`).checked).toBe(false)
    expect(dialog()!.dataset.machineState).toBe('editing.idle')
  })
})

describe('licence creation dialog opened with drafts (the licence tab)', () => {
  afterEach(cleanup)

  it('starts with the machine code and the drafts still allowed ticked, and creates them in one batch', () =>
    runSpecScenario(PRELOADED_INPUT, [{ type: 'batch' }, { type: 'accept' }, { type: 'reply', output: CREATE_REPLY }, { type: 'close' }]))

  it('lets a draft be unticked and another machine be served, as if ticked by hand', () =>
    runSpecScenario(PRELOADED_INPUT, [
      { type: 'toggle', lineId: MAP_LINE.id },
      { type: 'toggle', lineId: MAP_LINE_2.id },
      { type: 'type', value: 'MC-C' },
      { type: 'toggle', lineId: SOLID_LINE.id },
      { type: 'toggle', lineId: MAP_LINE.id },
      { type: 'confirm' },
      { type: 'cancel' },
      { type: 'escape' },
    ]))

  it('tells the tab what was left chosen on close, and what was created', async () => {
    renderDialog(PRELOADED_INPUT)
    await act(flush)
    await act(async () => {
      fireEvent.click(screen.getByTestId('license-cancel'))
      await flush()
    })
    const kept = [
      { lineId: MAP_LINE.id, productid: MAP_LINE.productid, machinecode: 'MC-A' },
      { lineId: SOLID_LINE.id, productid: SOLID_LINE.productid, machinecode: 'MC-A' },
    ]
    expect(onClose.mock.calls).toEqual([[kept]])
    expect(onCreated).not.toHaveBeenCalled()
    cleanup()
    renderDialog(PRELOADED_INPUT)
    await act(flush)
    for (const step of ['license-batch', 'license-warning-accept']) {
      await act(async () => {
        fireEvent.click(screen.getByTestId(step))
        await flush()
      })
    }
    await act(async () => {
      latestCall().resolve(CREATE_REPLY)
      await flush()
    })
    expect(onCreated.mock.calls).toEqual([[kept]])
    await act(async () => {
      fireEvent.click(screen.getByTestId('license-done'))
      await flush()
    })
    expect(onClose.mock.calls).toEqual([[[]]])
  })
})

describe('licence creation machine outside the UI', () => {
  it('keeps, in order, only the starting choices the rules allow', () => {
    const actor = createActor(licenseCreationMachine, { input: PRELOADED_INPUT }).start()
    expect(actor.getSnapshot().context.machineCode).toBe(' MC-A ')
    expect(actor.getSnapshot().context.chosen).toEqual([
      { lineId: MAP_LINE.id, productid: MAP_LINE.productid, machinecode: 'MC-A' },
      { lineId: SOLID_LINE.id, productid: SOLID_LINE.productid, machinecode: 'MC-A' },
    ])
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' })
    actor.stop()
    // Two machines, and the remaining count: the Map row has 2 left, so MC-A and MC-C both keep it; a third is dropped.
    expect(
      preloadedChoices(
        [MAP_LINE, SOLID_LINE],
        [],
        [
          { lineId: MAP_LINE.id, machinecode: 'MC-A' },
          { lineId: MAP_LINE.id, machinecode: 'MC-C ' },
          { lineId: MAP_LINE.id, machinecode: 'MC-D' },
        ],
      ),
    ).toEqual([
      { lineId: MAP_LINE.id, productid: MAP_LINE.productid, machinecode: 'MC-A' },
      { lineId: MAP_LINE.id, productid: MAP_LINE.productid, machinecode: 'MC-C' },
    ])
  })

  it('builds a request per line and machine, without empty optional fields', () => {
    expect(licenceRequest(MAP_LINE, 'MC-A')).toEqual({
      machinecode: 'MC-A',
      productid: 'prod-map-standard',
      featureid: '1001',
      duration: '2',
      durationunion: 'week',
      ordercode: 'SO-20261101-0001',
      orderdetailproductid: 'ol-map-1',
      producttype: 'SummitMap',
    })
    expect(licenceRequest({ ...SOLID_LINE, producttype: null }, 'MC-B')).toEqual({
      machinecode: 'MC-B',
      productid: 'prod-solid-pro',
      duration: '1',
      durationunion: 'month',
      ordercode: 'SO-20261103-0003',
      orderdetailproductid: 'ol-solid-1',
    })
  })

  it('starts with the listed lines only, no machine code, nothing chosen and no message', () => {
    const actor = createActor(licenseCreationMachine, { input: LICENSE_INPUT }).start()
    expect(actor.getSnapshot().context).toEqual({
      lines: [MAP_LINE, MAP_LINE_2, SOLID_LINE],
      held: HELD,
      machineCode: '',
      chosen: [],
      message: '',
    })
    actor.send({ type: 'line.toggle', lineId: 'ol-unknown' })
    actor.send({ type: 'machineCode.change', value: 'MC-A' })
    actor.send({ type: 'line.toggle', lineId: UNLISTED_LINES[0]!.id })
    expect(actor.getSnapshot().context.chosen).toEqual([])
    actor.stop()
  })

  it('clears an earlier refusal when sending again, cannot be closed while sending, and answers with the msg', async () => {
    let fail = true
    const actor = createActor(
      licenseCreationMachine.provide({
        actors: {
          makeLicense: fromPromise(async (): Promise<LicenceCreateReply> => {
            if (fail) throw CREATE_REFUSAL
            return { msg: null }
          }),
        },
      }),
      { input: LICENSE_INPUT },
    ).start()
    for (const event of [machineCodeChange('MC-A'), lineToggle(SOLID_LINE.id)]) actor.send(event as never)
    actor.send({ type: 'create.confirm' })
    actor.send({ type: 'dialog.close' })
    expect(actor.getSnapshot().value).toBe('warning')
    actor.send({ type: 'warning.accept' })
    let snapshot = await waitFor(actor, (s) => !s.matches('creatingOne'))
    expect(snapshot.value).toEqual({ editing: 'refused' })
    expect(snapshot.context.message).toBe(CREATE_REFUSAL.message)
    fail = false
    actor.send({ type: 'create.confirm' })
    actor.send({ type: 'warning.accept' })
    expect(actor.getSnapshot().context.message).toBe('')
    actor.send({ type: 'dialog.close' })
    expect(actor.getSnapshot().value).toBe('creatingOne')
    snapshot = await waitFor(actor, (s) => s.matches('created'))
    expect(snapshot.context.message).toBe('')
    actor.stop()
  })

  it('the same for two ticks (mutiBatchCreate), and an answer without a body, of either call, is no msg', async () => {
    let fail = true
    const noBody = undefined as unknown as LicenceCreateReply
    const actor = createActor(
      licenseCreationMachine.provide({
        actors: {
          makeLicense: fromPromise(async () => noBody),
          batchCreateLicenses: fromPromise(async (): Promise<LicenceCreateReply> => {
            if (fail) throw CREATE_REFUSAL
            return noBody
          }),
        },
      }),
      { input: LICENSE_INPUT },
    ).start()
    for (const event of [machineCodeChange('MC-A'), lineToggle(SOLID_LINE.id), lineToggle(MAP_LINE.id)]) actor.send(event as never)
    actor.send({ type: 'create.batch' })
    actor.send({ type: 'warning.accept' })
    let snapshot = await waitFor(actor, (s) => !s.matches('creatingMany'))
    expect(snapshot.context.message).toBe(CREATE_REFUSAL.message)
    fail = false
    actor.send({ type: 'create.batch' })
    actor.send({ type: 'warning.accept' })
    expect(actor.getSnapshot().value).toBe('creatingMany')
    expect(actor.getSnapshot().context.message).toBe('')
    snapshot = await waitFor(actor, (s) => s.matches('created'))
    expect(snapshot.context.message).toBe('')
    actor.stop()

    const one = createActor(licenseCreationMachine.provide({ actors: { makeLicense: fromPromise(async () => noBody) } }), {
      input: LICENSE_INPUT,
    }).start()
    for (const event of [machineCodeChange('MC-A'), lineToggle(SOLID_LINE.id)]) one.send(event as never)
    one.send({ type: 'create.confirm' })
    one.send({ type: 'warning.accept' })
    expect((await waitFor(one, (s) => !s.matches('creatingOne'))).value).toBe('created')
    expect(one.getSnapshot().context.message).toBe('')
    one.stop()
  })
})

// The generated paths run after the hand-written ones: a mutation run stops at the first failing test.
const recorder = new CoverageRecorder(licenseCreationMachine)
const shape = machineShape(licenseCreationMachine)

describe('licence creation dialog opened with nothing to license', () => {
  const events: EventObject[] = [
    lineToggle(MAP_LINE.id),
    machineCodeChange('MC-A'),
    lineToggle(MAP_LINE.id),
    { type: 'create.confirm' },
    { type: 'create.batch' },
    { type: 'dialog.close' },
  ]
  for (const path of collectedPaths('nothing to license', () => [replayPath(shape, events, LICENSE_INPUTS.nothingListed)]))
    it(path.description, () => executeRecordedPath(licenseCreationMachine, adapterFor(LICENSE_INPUTS.nothingListed), path, recorder))
})

describe('licence creation dialog opened with drafts, replayed from the machine', () => {
  const paths = collectedPaths('drafts', () =>
    [
      [{ type: 'create.confirm' }, { type: 'warning.accept' }, errorEvent('batchCreateLicenses', CREATE_REFUSAL), { type: 'dialog.close' }],
      [lineToggle(SOLID_LINE.id), { type: 'create.confirm' }, { type: 'warning.accept' }, doneEvent('makeLicense', CREATE_REPLY)],
    ].map((events) => replayPath(shape, events as EventObject[], PRELOADED_INPUT)),
  )
  for (const path of paths) {
    it(path.description, async () => {
      await executePath(licenseCreationMachine, adapterFor(PRELOADED_INPUT), path, recorder)
    })
  }
})

testMachinePaths({ machine: licenseCreationMachine, adapter: adapterFor(LICENSE_INPUT), recorder, scenarios: licenseScenarios() })

describe('licence creation guards', () => {
  it('every guard was seen answering true and false', () => {
    const report = recorder.report()
    expect(report.guards.missing, 'guards not seen both ways').toEqual([])
    expect(report.guards.percent).toBe(100)
  })
})
