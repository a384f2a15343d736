import { ChakraProvider } from '@chakra-ui/react'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useMachine } from '@xstate/react'
import { useMemo, useState } from 'react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createActor, type EventObject } from 'xstate'
import { agreementGateMachine, isTicked, nearBottom } from '../../machines/agreement-gate'
import { AGREEMENT_SCROLL_THRESHOLD_PX } from '../../domain/limits'
import { stateKeyOf } from '../../src/components/state-key'
import { AgreementBox } from '../../src/features/checkout/paystep/agreement-box'
import { PdfDialog } from '../../src/components/pdf/pdf-dialog'
import { setStubPdfHeight } from './support/stub-pdf-pages'
import { i18n } from '../../src/i18n/i18n'
import { appSystem } from '../../src/theme/app-system'
import { testMachinePaths, type HarnessContext, type MachineAdapter } from '../harness/execute'
import {
  AGREEMENT_SAMPLES,
  AGREEMENT_SCENARIO,
  AGREEMENT_TEXTS,
  AgreementSpec,
  LONG_PDF_HEIGHT,
  VIEW_HEIGHT,
  type AgreementStep,
} from './agreement-gate-spec'

// The generated paths come from machines/agreement-gate.ts; they run against the shipped AgreementBox with its
// PdfDialog (src/features/checkout/paystep/agreement-box.tsx), and what each step must show comes from AgreementSpec
// (tests/machines/agreement-gate-spec.ts, written from storefront.md §4), never from the machine's snapshot.
// Only the pdf.js half of the dialog is a stub (tests/machines/support/stub-pdf-pages.tsx).

void i18n.changeLanguage('zh-CN')

vi.mock('../../src/components/pdf/pdf-pages', () => import('./support/stub-pdf-pages'))

function Providers({ children }: { children: React.ReactNode }): React.JSX.Element {
  return (
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={appSystem}>{children}</ChakraProvider>
    </I18nextProvider>
  )
}

/** What the wizard was told (its agreement.change), in order. */
let told: boolean[] = []

/** The page's wiring of the gate (as paystep-wizard.tsx): the tick the box shows is the one the wizard was told. */
function Host(): React.JSX.Element {
  const [ticked, setTicked] = useState(false)
  const gateMachine = useMemo(
    () =>
      agreementGateMachine.provide({
        actions: {
          notifyTicked: (_, params) => {
            told.push(params.ticked)
            setTicked(params.ticked)
          },
        },
      }),
    [],
  )
  const [gate, send] = useMachine(gateMachine)
  return (
    <Providers>
      <AgreementBox
        ticked={ticked}
        dialogOpen={gate.matches('dialog')}
        canAgree={gate.matches({ dialog: 'canAgree' })}
        gateState={stateKeyOf(gate)}
        onGate={send}
        onBoxClick={() => send(isTicked(gate) ? { type: 'agreement.untick' } : { type: 'agreement.open' })}
      />
    </Providers>
  )
}

const box = (): HTMLElement => screen.getByTestId('paystep-agreement-box')
const scroller = (): HTMLElement => screen.getByTestId('pdf-dialog-scroll')

/** What the user must see now, per the specification model. */
function expectShown(spec: AgreementSpec): void {
  expect(box().getAttribute('aria-checked'), 'box ticked').toBe(String(spec.ticked))
  expect(box().textContent, 'box mark').toBe(spec.ticked ? '✓' : '')
  expect(screen.getByTestId('paystep-agreement-link').textContent).toBe(AGREEMENT_TEXTS.link)
  const dialog = screen.queryByRole('dialog')
  if (!spec.dialogOpen) expect(dialog, 'no dialog').toBeNull()
  else {
    // Chakra's Dialog is named by its title (aria-labelledby).
    expect(document.getElementById(dialog?.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(AGREEMENT_TEXTS.title)
    expect(dialog?.getAttribute('data-testid')).toBe('agreement-dialog')
    const agree = screen.queryByTestId<HTMLButtonElement>('paystep-agree')
    const hint = screen.queryByTestId('paystep-agreement-hint')
    if (spec.agreeShown) {
      expect(agree?.textContent, "'agree' shown").toBe(AGREEMENT_TEXTS.agree)
      expect(agree?.disabled).toBe(false)
      expect(hint).toBeNull()
    } else {
      expect(agree, "no 'agree' yet").toBeNull()
      expect(hint?.textContent).toBe(AGREEMENT_TEXTS.readToEnd)
    }
  }
  // What the wizard was told: each change of the tick, in order.
  expect(told, 'agreement.change sent to the wizard').toEqual(spec.told)
}

function scrollTo(distance: number): void {
  const element = scroller()
  element.scrollTop = element.scrollHeight - element.clientHeight - distance
  fireEvent.scroll(element)
}

/** The three ways out of the dialog without agreeing; the generated paths take them in turn. Chakra's Dialog listens
 *  on the document from a frame after it opens: Escape from inside it, a press on the backdrop outside it. */
const settle = () =>
  act(async () => {
    if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(100)
    else await new Promise((resolve) => setTimeout(resolve, 100))
  })
const closings: (() => Promise<void>)[] = [
  async () => void fireEvent.click(screen.getByTestId('pdf-dialog-close')),
  async () => {
    await settle()
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
    await settle()
  },
  async () => {
    await settle()
    const backdrop = document.querySelector<HTMLElement>('[data-scope="dialog"][data-part="backdrop"]')!
    fireEvent.pointerDown(backdrop)
    fireEvent.pointerUp(backdrop)
    fireEvent.click(backdrop)
    await settle()
  },
]

let spec = new AgreementSpec()
let seen = 0

function specFor(ctx: HarnessContext): AgreementSpec {
  for (const step of ctx.stepsSoFar.slice(seen)) {
    const event = step.event as EventObject & { distanceToBottom?: number }
    const specStep: AgreementStep =
      event.type === 'agreement.scroll'
        ? { type: 'scroll', distance: event.distanceToBottom ?? NaN }
        : { type: event.type.slice('agreement.'.length) as 'open' | 'agree' | 'close' | 'untick' }
    spec.apply(specStep)
  }
  seen = ctx.stepsSoFar.length
  return spec
}

beforeAll(async () => {
  // Loads the dialog's lazy pages chunk once, so the dialog renders at once in the fake-timer paths.
  render(
    <Providers>
      <PdfDialog url="/pc/seed/guides/subscription-agreement.pdf" title="warm-up" onClose={() => {}} />
    </Providers>,
  )
  await screen.findByTestId('stub-pages')
  cleanup()
})

const adapter: MachineAdapter<typeof agreementGateMachine> = {
  samples: AGREEMENT_SAMPLES,
  render: () => {
    spec = new AgreementSpec()
    seen = 0
    told = []
    setStubPdfHeight(LONG_PDF_HEIGHT)
    render(<Host />)
  },
  events: {
    'agreement.open': () => {
      // An unticked box opens the agreement itself; a ticked one is reopened through the link.
      fireEvent.click(box().getAttribute('aria-checked') === 'true' ? screen.getByTestId('paystep-agreement-link') : box())
    },
    'agreement.scroll': (event) => scrollTo(event.distanceToBottom),
    'agreement.agree': () => {
      fireEvent.click(screen.getByTestId('paystep-agree'))
    },
    'agreement.close': (_, ctx) => closings[ctx.stepsSoFar.length % closings.length]!(),
    'agreement.untick': () => {
      fireEvent.click(box())
    },
  },
  readState: () => screen.getByTestId('paystep-agreement').dataset.state,
  states: { '*': (ctx) => expectShown(specFor(ctx)) },
}

testMachinePaths({ machine: agreementGateMachine, adapter, scenarios: [AGREEMENT_SCENARIO] })

type Action = AgreementStep | { type: 'link' } | { type: 'escape' } | { type: 'outside' }

/** Drives the shipped box through hand-written steps, checking after each one what the specification shows. */
async function runSpecScenario(actions: Action[], height = LONG_PDF_HEIGHT): Promise<void> {
  told = []
  setStubPdfHeight(height)
  const model = new AgreementSpec(height)
  render(<Host />)
  expectShown(model)
  for (const [index, action] of actions.entries()) {
    if (action.type === 'close' || action.type === 'escape' || action.type === 'outside')
      await closings[action.type === 'close' ? 0 : action.type === 'escape' ? 1 : 2]!()
    await act(async () => {
      switch (action.type) {
        case 'open':
        case 'untick':
          fireEvent.click(box())
          break
        case 'link':
          fireEvent.click(screen.getByTestId('paystep-agreement-link'))
          break
        case 'scroll':
          scrollTo(action.distance)
          break
        case 'agree':
          fireEvent.click(screen.getByTestId('paystep-agree'))
          break
        default:
        // the closings ran above (they wait for Chakra's Dialog)
      }
      await Promise.resolve()
    })
    model.apply(
      action.type === 'link' ? { type: 'open' } : action.type === 'escape' || action.type === 'outside' ? { type: 'close' } : action,
    )
    try {
      expectShown(model)
    } catch (error) {
      throw new Error(`after step ${index + 1} ${JSON.stringify(action)}: ${(error as Error).message}`, { cause: error })
    }
  }
}

describe('agreement box against the specification (hand-written paths)', () => {
  afterEach(() => cleanup())

  it("shows 'agree' only from 10 px above the bottom, keeps it when scrolling back up, and agreeing ticks the box", () =>
    runSpecScenario([
      { type: 'open' },
      { type: 'scroll', distance: 2500 },
      { type: 'scroll', distance: 11 },
      { type: 'scroll', distance: 10.5 },
      { type: 'scroll', distance: 10 },
      { type: 'scroll', distance: 2500 },
      { type: 'agree' },
    ]))

  it('counts a PDF that fits in the dialog as read as soon as it is shown', () =>
    runSpecScenario([{ type: 'open' }, { type: 'agree' }], 400))

  it('counts a PDF exactly 10 px taller than the dialog as read when shown, 11 px taller not', async () => {
    await runSpecScenario([{ type: 'open' }, { type: 'agree' }], VIEW_HEIGHT + 10)
    cleanup()
    await runSpecScenario([{ type: 'open' }, { type: 'scroll', distance: 10 }, { type: 'agree' }], VIEW_HEIGHT + 11)
  })

  // A press outside closes it in the generated paths (closings[2]); here, after an Escape, jsdom's synthetic press on
  // Chakra's backdrop is not taken for one (Chromium's is: tests/browser/pdf-viewer.test.ts), so the close button.
  it('resets the tick when the agreement is reopened and closed by Escape or the close button', async () => {
    await runSpecScenario([
      { type: 'open' },
      { type: 'scroll', distance: 0 },
      { type: 'agree' },
      { type: 'link' },
      { type: 'escape' },
      { type: 'link' },
      { type: 'scroll', distance: 0 },
      { type: 'close' },
      { type: 'open' },
      { type: 'close' },
    ])
  })

  it('unticks a ticked box with one click, and the wizard is told each change once', () =>
    runSpecScenario([
      { type: 'open' },
      { type: 'scroll', distance: 5 },
      { type: 'agree' },
      { type: 'untick' },
      { type: 'open' },
      { type: 'scroll', distance: 0 },
      { type: 'agree' },
    ]))
})

describe('agreement gate outside the UI', () => {
  it('the read-to-the-end rule is 10 px inclusive (the only place it is applied)', () => {
    expect(AGREEMENT_SCROLL_THRESHOLD_PX).toBe(10)
    expect(nearBottom(10)).toBe(true)
    expect(nearBottom(10.5)).toBe(false)
    expect(nearBottom(0)).toBe(true)
    expect(nearBottom(-200)).toBe(true)
  })

  it("a ticked box reopened must be read to the bottom again before 'agree' counts", () => {
    const actor = createActor(agreementGateMachine).start()
    actor.send({ type: 'agreement.open' })
    actor.send({ type: 'agreement.agree' })
    expect(actor.getSnapshot().value).toEqual({ dialog: 'reading' })
    actor.send({ type: 'agreement.scroll', distanceToBottom: 3 })
    actor.send({ type: 'agreement.agree' })
    expect(isTicked(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'agreement.open' })
    expect(actor.getSnapshot().value).toEqual({ dialog: 'reading' })
    expect(isTicked(actor.getSnapshot())).toBe(false)
    actor.stop()
  })
})
