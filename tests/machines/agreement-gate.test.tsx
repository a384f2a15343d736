import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useMachine } from '@xstate/react'
import { createActor, type EventObject } from 'xstate'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { agreementGateMachine, isTicked, nearBottom, type AgreementGateEvent } from '../../machines/agreement-gate'
import { testMachinePaths, type MachineAdapter } from '../harness/execute'
import { stateKey, type PathStep } from '../../tools/machine-model/paths'

// A test-only UI of the gate (the real dialog with the PDF viewer is built elsewhere): the checkbox opens the
// dialog, the PDF area reports its distance to the bottom on scroll, 'agree' shows only when the machine allows it.
const onTicked = vi.fn<(ticked: boolean) => void>()
const PDF_HEIGHT = 3000
const VIEW_HEIGHT = 500

function AgreementHost(): React.JSX.Element {
  const [snapshot, send] = useMachine(
    agreementGateMachine.provide({
      actions: { notifyTicked: (_, params) => onTicked(params.ticked) },
    }),
  )
  const open = snapshot.matches('dialog')
  return (
    <section data-testid="gate" data-state={stateKey(snapshot)}>
      <label>
        <input
          type="checkbox"
          data-testid="agreement-box"
          checked={isTicked(snapshot)}
          onChange={() => send(isTicked(snapshot) ? { type: 'agreement.untick' } : { type: 'agreement.open' })}
        />
        我已阅读并同意《软件订阅协议》
      </label>
      <button data-testid="agreement-link" onClick={() => send({ type: 'agreement.open' })}>
        《软件订阅协议》
      </button>
      {open && (
        <div role="dialog">
          <div
            data-testid="agreement-pdf"
            onScroll={(e) => {
              const el = e.currentTarget
              send({
                type: 'agreement.scroll',
                distanceToBottom: el.scrollHeight - el.scrollTop - el.clientHeight,
              })
            }}
          />
          <button data-testid="agreement-fits" onClick={() => send({ type: 'agreement.scrolledToBottom' })} />
          {snapshot.matches({ dialog: 'canAgree' }) && (
            <button data-testid="agreement-agree" onClick={() => send({ type: 'agreement.agree' })}>
              同意
            </button>
          )}
          <button data-testid="agreement-close" onClick={() => send({ type: 'agreement.close' })}>
            关闭
          </button>
        </div>
      )}
    </section>
  )
}

function scrollPdfTo(distanceToBottom: number): void {
  const pdf = screen.getByTestId('agreement-pdf')
  Object.defineProperty(pdf, 'scrollHeight', {
    configurable: true,
    value: PDF_HEIGHT,
  })
  Object.defineProperty(pdf, 'clientHeight', {
    configurable: true,
    value: VIEW_HEIGHT,
  })
  pdf.scrollTop = PDF_HEIGHT - VIEW_HEIGHT - distanceToBottom
  fireEvent.scroll(pdf)
}

const box = (): HTMLInputElement => screen.getByTestId<HTMLInputElement>('agreement-box')
const notified = (steps: readonly PathStep[]): number =>
  steps.flatMap((step) => step.actions).filter((action) => action === 'notifyTicked').length
const scroll = (distanceToBottom: number): EventObject =>
  ({ type: 'agreement.scroll', distanceToBottom }) as EventObject

const adapter: MachineAdapter<typeof agreementGateMachine> = {
  samples: {
    // 11 px is just outside the threshold, 10 px just inside, 0 the very bottom.
    events: {
      'agreement.scroll': [scroll(400), scroll(11), scroll(10), scroll(0)],
    },
  },
  render: () => {
    onTicked.mockReset()
    render(<AgreementHost />)
  },
  events: {
    'agreement.open': () => {
      fireEvent.click(screen.getByTestId('agreement-link'))
    },
    'agreement.scroll': (event) => {
      scrollPdfTo(event.distanceToBottom)
    },
    'agreement.scrolledToBottom': () => {
      fireEvent.click(screen.getByTestId('agreement-fits'))
    },
    'agreement.agree': () => {
      fireEvent.click(screen.getByTestId('agreement-agree'))
    },
    'agreement.close': () => {
      fireEvent.click(screen.getByTestId('agreement-close'))
    },
    'agreement.untick': () => {
      fireEvent.click(box())
    },
  },
  readState: () => screen.getByTestId('gate').dataset.state,
  states: {
    unticked: ({ stepsSoFar }) => {
      expect(box().checked).toBe(false)
      expect(screen.queryByRole('dialog')).toBeNull()
      expect(onTicked).toHaveBeenCalledTimes(notified(stepsSoFar))
      if (notified(stepsSoFar) > 0) expect(onTicked).toHaveBeenLastCalledWith(false)
    },
    ticked: ({ stepsSoFar }) => {
      expect(box().checked).toBe(true)
      expect(screen.queryByRole('dialog')).toBeNull()
      expect(onTicked).toHaveBeenCalledTimes(notified(stepsSoFar))
      expect(onTicked).toHaveBeenLastCalledWith(true)
    },
    'dialog.reading': () => {
      expect(screen.getByRole('dialog')).toBeTruthy()
      expect(screen.queryByTestId('agreement-agree')).toBeNull()
      expect(box().checked).toBe(false)
    },
    'dialog.canAgree': () => {
      expect(screen.getByTestId('agreement-agree').textContent).toBe('同意')
      expect(box().checked).toBe(false)
    },
  },
}

testMachinePaths({
  machine: agreementGateMachine,
  adapter,
  scenarios: [
    // Scrolling up again after reaching the bottom keeps 'agree'; agreeing ticks; reopening and closing resets it.
    [
      { type: 'agreement.open' },
      scroll(11),
      scroll(10),
      scroll(800),
      { type: 'agreement.agree' },
      { type: 'agreement.open' },
      { type: 'agreement.close' },
      { type: 'agreement.open' },
      scroll(0),
      { type: 'agreement.close' },
    ] as EventObject[],
  ],
})

describe('agreement gate outside the model', () => {
  afterEach(() => cleanup())

  it('the threshold is 10 px inclusive', () => {
    expect(nearBottom(10)).toBe(true)
    expect(nearBottom(10.5)).toBe(false)
    expect(nearBottom(0)).toBe(true)
  })

  it('a ticked box reopened must be read to the bottom again before it can be agreed', () => {
    const actor = createActor(agreementGateMachine).start()
    const send = (event: AgreementGateEvent): void => actor.send(event)
    send({ type: 'agreement.open' })
    send({ type: 'agreement.agree' })
    expect(actor.getSnapshot().value).toEqual({ dialog: 'reading' })
    send({ type: 'agreement.scrolledToBottom' })
    send({ type: 'agreement.agree' })
    expect(isTicked(actor.getSnapshot())).toBe(true)
    send({ type: 'agreement.open' })
    expect(actor.getSnapshot().value).toEqual({ dialog: 'reading' })
    expect(isTicked(actor.getSnapshot())).toBe(false)
    actor.stop()
  })
})
