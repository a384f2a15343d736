import { ChakraProvider } from '@chakra-ui/react'
import { appSystem } from '../../src/theme/app-system'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fromPromise, type EventObject } from 'xstate'
import { errorText, smsCodeMachine, type SendCodeReply } from '../../machines/sms-code'
import { SmsCodeButton, type SendCodeLogic } from '../../src/features/login/sms-code-button'
import { i18n } from '../../src/i18n/i18n'
import { createActorController, type ActorController } from '../harness/actor-control'
import { testMachinePaths, type HarnessContext, type MachineAdapter } from '../harness/execute'
import { isSpecMobile, resendScenario, SHORT, SMS_SAMPLES, SmsSpec, VALID, type SpecStep } from './sms-code-spec'
import { refusesPress } from '../support/refuses-press'

void i18n.changeLanguage('zh-CN')

// The generated paths come from machines/sms-code.ts, but what each step must show comes from SmsSpec
// (tests/machines/sms-code-spec.ts, written from storefront.md §4/§5 and §"limits"), never from the machine's
// snapshot: a change to the machine that changes what the user sees fails here (npm run test:mutation).

const OTHER = '19912345678'
const RATE_LIMITED = SMS_SAMPLES.errors.sendCode[0]

function Host({ sendCode }: { sendCode: SendCodeLogic }): React.JSX.Element {
  const [phone, setPhone] = useState('')
  return (
    <ChakraProvider value={appSystem}>
      <input data-testid="phone" value={phone} onChange={(event) => setPhone(event.target.value)} />
      <SmsCodeButton phone={phone} sendCode={sendCode} />
    </ChakraProvider>
  )
}

const button = (): HTMLButtonElement => screen.getByTestId<HTMLButtonElement>('send-code-button')

/** What the user must see now, per the specification model. */
function expectShown(spec: SmsSpec, actors: ActorController): void {
  const view = spec.view()
  expect(button().textContent, `button text (${view})`).toBe(spec.label())
  expect(refusesPress(button()), `button disabled (${view}, phone "${spec.phone}")`).toBe(!spec.canSend())
  const message = screen.queryByTestId('send-code-message')
  if (view === 'counting') expect(message?.textContent).toBe(spec.message)
  else expect(message).toBeNull()
  const alert = screen.queryByRole('alert')
  if (view === 'failed') expect(alert?.textContent).toBe(spec.message)
  else expect(alert).toBeNull()
  // Chakra's dialog stays in the document, marked closed, until its exit animation has run.
  const dialog = screen.queryByTestId('phone-dialog')
  const dialogOpen = dialog !== null && dialog.getAttribute('data-state') === 'open'
  if (view === 'dialog') expect(dialogOpen && dialog.textContent).toContain('该手机号码无法接收验证码')
  else expect(dialogOpen, 'the phone dialog is closed').toBe(false)
  // What the send-code call was called with: once per accepted click, with the number as it was when sent.
  expect(actors.calls.map((call) => call.input)).toEqual(spec.sent.map((phone) => ({ phone })))
  expect(actors.pending('sendCode')).toHaveLength(view === 'sending' ? 1 : 0)
}

let spec = new SmsSpec()
let seen = 0

/** Feeds the spec the steps taken since the last check (the boundary check before a delay sees one step less). */
function specFor(ctx: HarnessContext): SmsSpec {
  for (const step of ctx.stepsSoFar.slice(seen)) {
    const event = step.event as EventObject & { phone?: string; output?: SendCodeReply; error?: unknown }
    const specStep: SpecStep | undefined =
      step.kind === 'user'
        ? event.type === 'phone.change'
          ? { type: 'phone', phone: event.phone ?? '' }
          : event.type === 'code.send'
            ? { type: 'click' }
            : { type: 'close' }
        : step.kind === 'actor.done'
          ? { type: 'reply', reply: event.output }
          : step.kind === 'actor.error'
            ? { type: 'fail', error: event.error }
            : undefined // a delay: the spec reads the (fake) clock
    if (specStep) spec.apply(specStep, Date.now())
  }
  seen = ctx.stepsSoFar.length
  spec.tick(Date.now())
  return spec
}

const adapter: MachineAdapter<typeof smsCodeMachine> = {
  samples: SMS_SAMPLES,
  contextKey: (context) => isSpecMobile(context.phone),
  render: ({ actors }) => {
    spec = new SmsSpec(Date.now())
    seen = 0
    render(<Host sendCode={actors.promise()} />)
  },
  events: {
    'phone.change': (event) => {
      fireEvent.change(screen.getByTestId('phone'), { target: { value: event.phone } })
    },
    'code.send': () => {
      fireEvent.click(button())
    },
    'dialog.close': () => {
      fireEvent.click(screen.getByTestId('phone-dialog-close'))
    },
  },
  readState: () => button().getAttribute('data-state'),
  // Every state is judged by the specification alone.
  states: { '*': (ctx) => expectShown(specFor(ctx), ctx.actors) },
}

testMachinePaths({
  machine: smsCodeMachine,
  adapter,
  scenarios: [resendScenario(smsCodeMachine)],
})

type Action = SpecStep | { type: 'wait'; ms: number }

/** Drives the shipped button through hand-written steps, checking after each one what the specification shows. */
async function runSpecScenario(actions: Action[]): Promise<void> {
  vi.useFakeTimers()
  const actors = createActorController()
  const model = new SmsSpec(Date.now())
  render(<Host sendCode={actors.promise()} />)
  await act(flush)
  expectShown(model, actors)
  for (const [index, action] of actions.entries()) {
    await act(async () => {
      switch (action.type) {
        case 'phone':
          fireEvent.change(screen.getByTestId('phone'), { target: { value: action.phone } })
          break
        case 'click':
          fireEvent.click(button())
          break
        case 'close':
          fireEvent.click(screen.getByTestId('phone-dialog-close'))
          break
        case 'reply':
          actors.resolve('sendCode', action.reply)
          break
        case 'fail':
          actors.reject('sendCode', action.error)
          break
        case 'wait':
          vi.advanceTimersByTime(action.ms)
      }
      await flush()
    })
    if (action.type !== 'wait') model.apply(action, Date.now())
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

describe('SMS code button against the specification (hand-written paths)', () => {
  afterEach(() => {
    cleanup()
    vi.clearAllTimers()
    vi.useRealTimers()
  })

  it('counts down 60 s after a sent code, one second at a time, then sends again with resend', () =>
    runSpecScenario([
      { type: 'phone', phone: VALID },
      { type: 'click' },
      { type: 'reply', reply: { msg: '发送成功' } },
      { type: 'wait', ms: 1000 },
      { type: 'wait', ms: 57_999 },
      { type: 'wait', ms: 1000 },
      { type: 'wait', ms: 1 },
      { type: 'click' },
      { type: 'reply', reply: { msg: '发送成功' } },
      { type: 'wait', ms: 60_000 },
    ]))

  it('shows the refused send as an error and lets the user send again', () =>
    runSpecScenario([
      { type: 'phone', phone: VALID },
      { type: 'click' },
      { type: 'fail', error: RATE_LIMITED },
      { type: 'phone', phone: SHORT },
      { type: 'click' },
      { type: 'phone', phone: OTHER },
      { type: 'click' },
      { type: 'reply', reply: { msg: '发送成功' } },
    ]))

  it("opens the phone dialog on a 'false' answer and keeps that number blocked until it changes", () =>
    runSpecScenario([
      { type: 'phone', phone: VALID },
      { type: 'click' },
      { type: 'reply', reply: { msg: 'false' } },
      { type: 'close' },
      { type: 'click' },
      { type: 'phone', phone: SHORT },
      { type: 'phone', phone: VALID },
      { type: 'click' },
      { type: 'reply', reply: { msg: '发送成功' } },
    ]))

  it('sends the number as it was when clicked, and editing it during the countdown changes nothing', () =>
    runSpecScenario([
      { type: 'phone', phone: SHORT },
      { type: 'click' },
      { type: 'phone', phone: VALID },
      { type: 'click' },
      { type: 'phone', phone: OTHER },
      { type: 'click' },
      { type: 'reply', reply: { msg: '发送成功' } },
      { type: 'phone', phone: VALID },
      { type: 'wait', ms: 30_000 },
      { type: 'phone', phone: SHORT },
      { type: 'wait', ms: 30_000 },
      { type: 'click' },
      { type: 'phone', phone: VALID },
      { type: 'click' },
    ]))

  it('keeps the send button disabled for a number that is not an 11-digit mobile starting with 1', () =>
    runSpecScenario([
      ...['', '2380013800', '23800138000', '138001380001', '1380013800a', ' 13800138000'].flatMap((phone): Action[] => [
        { type: 'phone', phone },
        { type: 'click' },
      ]),
      { type: 'phone', phone: OTHER },
    ]))
})

describe('errorText: the text a failed send shows', () => {
  it('is the Error message, the string, or the msg of a server answer, else empty', () => {
    expect(errorText(RATE_LIMITED)).toBe('发送过于频繁，请稍后再试')
    expect(errorText('网络错误')).toBe('网络错误')
    expect(errorText({ msg: '手机号码格式错误' })).toBe('手机号码格式错误')
    expect(errorText({ msg: 600 })).toBe('600')
    expect(errorText({ code: 500 })).toBe('')
    expect(errorText(null)).toBe('')
    expect(errorText(undefined)).toBe('')
    expect(errorText(42)).toBe('')
  })
})

describe('SMS code machine outside the UI', () => {
  it('starts with an empty phone and no message when given no phone', async () => {
    const { createActor } = await import('xstate')
    expect(createActor(smsCodeMachine, { input: undefined }).getSnapshot().context).toEqual({ phone: '', message: '' })
    expect(createActor(smsCodeMachine, { input: {} }).getSnapshot().context).toEqual({ phone: '', message: '' })
    expect(createActor(smsCodeMachine, { input: { phone: VALID } }).getSnapshot().context).toEqual({ phone: VALID, message: '' })
  })

  it('uses the reply msg, or nothing when the reply has none', async () => {
    const { createActor, waitFor } = await import('xstate')
    for (const [reply, shown] of [
      [{ msg: '发送成功' }, '发送成功'],
      [{}, ''],
      [undefined, ''],
      [{ msg: null }, ''],
    ] as const) {
      const actor = createActor(
        smsCodeMachine.provide({ actors: { sendCode: fromPromise<SendCodeReply, { phone: string }>(async () => reply as SendCodeReply) } }),
        { input: { phone: VALID } },
      ).start()
      actor.send({ type: 'code.send' })
      const snapshot = await waitFor(actor, (s) => !s.matches('sending'))
      expect(snapshot.value).toBe('countingDown')
      expect(snapshot.context.message).toBe(shown)
      actor.stop()
    }
  })
})
