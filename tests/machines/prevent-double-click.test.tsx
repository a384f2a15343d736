import { ChakraProvider } from '@chakra-ui/react'
import { appSystem } from '../../src/theme/app-system'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { createActor } from 'xstate'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { preventDoubleClickMachine } from '../../machines/prevent-double-click'
import { GuardedButton } from '../../src/components/guarded-button'
import { testMachinePaths, type MachineAdapter } from '../harness/execute'
import { afterEvent, type PathStep } from '../../tools/machine-model/paths'

const onClick = vi.fn()
const button = (): HTMLButtonElement => screen.getByRole<HTMLButtonElement>('button', { name: '提交订单' })
/** Clicks the machine accepted so far on this path: each runs notifyClick once. */
const acceptedClicks = (steps: readonly PathStep[]): number =>
  steps.flatMap((step) => step.actions).filter((action) => action === 'notifyClick').length

const adapter: MachineAdapter<typeof preventDoubleClickMachine> = {
  render: () => {
    onClick.mockReset()
    render(
      <ChakraProvider value={appSystem}>
        <GuardedButton onClick={onClick}>提交订单</GuardedButton>
      </ChakraProvider>,
    )
  },
  events: {
    'button.click': () => {
      fireEvent.click(button())
    },
  },
  readState: () => button().getAttribute('data-state'),
  states: {
    ready: ({ stepsSoFar }) => {
      expect(button().disabled).toBe(false)
      expect(onClick).toHaveBeenCalledTimes(acceptedClicks(stepsSoFar))
    },
    coolingDown: ({ stepsSoFar }) => {
      expect(button().disabled).toBe(true)
      expect(onClick).toHaveBeenCalledTimes(acceptedClicks(stepsSoFar))
    },
  },
}

testMachinePaths({
  machine: preventDoubleClickMachine,
  adapter,
  // Beyond transition coverage: the button accepts a click again once the window is over.
  scenarios: [
    [
      { type: 'button.click' },
      { type: 'button.click' },
      afterEvent(preventDoubleClickMachine, 'coolingDown'),
      { type: 'button.click' },
      { type: 'button.click' },
    ],
  ],
})

describe('GuardedButton outside the model', () => {
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
  })

  it('hands the click event to onClick', () => {
    const handler = vi.fn()
    render(
      <ChakraProvider value={appSystem}>
        <GuardedButton onClick={handler}>提交订单</GuardedButton>
      </ChakraProvider>,
    )
    fireEvent.click(button())
    expect(handler).toHaveBeenCalledTimes(1)
    expect(handler.mock.calls[0][0].type).toBe('click')
  })

  it('stays disabled when the caller disables it, whatever the machine state', () => {
    render(
      <ChakraProvider value={appSystem}>
        <GuardedButton disabled>提交订单</GuardedButton>
      </ChakraProvider>,
    )
    expect(button().disabled).toBe(true)
    expect(button().getAttribute('data-state')).toBe('ready')
  })

  it('a click reaching the machine while cooling down neither notifies nor restarts the 5 s window', () => {
    vi.useFakeTimers()
    const notifyClick = vi.fn()
    const actor = createActor(preventDoubleClickMachine.provide({ actions: { notifyClick } })).start()
    actor.send({ type: 'button.click' })
    vi.advanceTimersByTime(3000)
    actor.send({ type: 'button.click' })
    expect(notifyClick).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1999)
    expect(actor.getSnapshot().value).toBe('coolingDown')
    vi.advanceTimersByTime(1)
    expect(actor.getSnapshot().value).toBe('ready')
    actor.stop()
  })
})
