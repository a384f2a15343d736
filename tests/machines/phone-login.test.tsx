import { ChakraProvider } from '@chakra-ui/react'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor, type EventObject } from 'xstate'
import { phoneLoginMachine, phonePatternFor, tokenOf, type LoginReply, type LoginVariant } from '../../machines/phone-login'
import type { SendCodeReply } from '../../machines/sms-code'
import { PhoneLoginForm } from '../../src/features/login/phone-login-form'
import { i18n } from '../../src/i18n/i18n'
import { appSystem } from '../../src/theme/app-system'
import { createActorController, type ActorController } from '../harness/actor-control'
import { testMachinePaths, type HarnessContext, type MachineAdapter } from '../harness/execute'
import {
  CODE,
  NO_6_PHONE,
  PhoneLoginSpec,
  phoneLoginKey,
  phoneLoginSamples,
  phoneLoginScenarios,
  REFUSED,
  SENDABLE,
  TOKEN_REPLY,
  VALID_PHONE,
  type PhoneLoginStep,
} from './phone-login-spec'
import { refusesPress } from '../support/refuses-press'

void i18n.changeLanguage('zh-CN')

// The generated paths come from machines/phone-login.ts; what each step must show comes from PhoneLoginSpec
// (tests/machines/phone-login-spec.ts, written from storefront.md and portal.md), never from the machine's snapshot.

const onLoggedIn = vi.fn()
const submit = (): HTMLButtonElement => screen.getByTestId<HTMLButtonElement>('login-submit')
const inputValue = (testId: string): string => screen.getByTestId<HTMLInputElement>(testId).value

function Form({ variant, login }: { variant: LoginVariant; login: ActorController }): React.JSX.Element {
  return (
    <ChakraProvider value={appSystem}>
      <PhoneLoginForm
        variant={variant}
        onLoggedIn={onLoggedIn}
        login={login.promise()}
        sendCode={fromPromise<SendCodeReply, { phone: string }>(async () => ({ msg: '发送成功' }))}
      />
    </ChakraProvider>
  )
}

/** What the user must see now, and what the login was called with, per the specification model. */
function expectShown(spec: PhoneLoginSpec, actors: ActorController): void {
  const where = `(${spec.view}, phone "${spec.phone}", code "${spec.code}")`
  expect(inputValue('login-phone-input'), `phone input ${where}`).toBe(spec.phone)
  expect(inputValue('login-code-input'), `code input ${where}`).toBe(spec.code)
  const message = screen.queryByTestId('login-message')
  if (spec.message === null) expect(message?.textContent ?? null, `no message ${where}`).toBeNull()
  else {
    expect(message?.textContent, `message ${where}`).toBe(spec.message.text)
    expect(message?.dataset.kind, `message kind ${where}`).toBe(spec.message.kind)
  }
  expect(refusesPress(submit()), `submit disabled ${where}`).toBe(!spec.submitEnabled())
  expect(submit().textContent, `submit label ${where}`).toContain(spec.submitLabel())
  expect(refusesPress(screen.getByTestId('send-code-button')), `send-code ${where}`).toBe(!SENDABLE.test(spec.phone.trim()))
  expect(
    actors.calls.map((call) => call.input),
    `login calls ${where}`,
  ).toEqual(spec.calls)
  expect(actors.pending('login'), `login running ${where}`).toHaveLength(spec.view === 'submitting' ? 1 : 0)
  expect(onLoggedIn.mock.calls, `tokens handed on ${where}`).toEqual(spec.handedOn.map((token) => [token]))
}

function specStepOf(step: HarnessContext['stepsSoFar'][number]): PhoneLoginStep | undefined {
  const event = step.event as EventObject & { phone?: string; code?: string; output?: LoginReply; error?: unknown }
  if (step.kind === 'actor.done') return { type: 'reply', reply: event.output }
  if (step.kind === 'actor.error') return { type: 'fail', error: event.error }
  if (event.type === 'phone.change') return { type: 'phone', phone: event.phone ?? '' }
  if (event.type === 'code.change') return { type: 'code', code: event.code ?? '' }
  if (event.type === 'form.submit') return { type: 'submit' }
  return undefined
}

function adapterFor(variant: LoginVariant): MachineAdapter<typeof phoneLoginMachine> {
  let spec = new PhoneLoginSpec(variant)
  let seen = 0
  const specFor = (ctx: HarnessContext): PhoneLoginSpec => {
    for (const step of ctx.stepsSoFar.slice(seen)) {
      const specStep = specStepOf(step)
      if (specStep) spec.apply(specStep)
    }
    seen = ctx.stepsSoFar.length
    return spec
  }
  return {
    input: { variant },
    samples: phoneLoginSamples(variant),
    contextKey: phoneLoginKey(variant),
    render: ({ actors }) => {
      spec = new PhoneLoginSpec(variant)
      seen = 0
      onLoggedIn.mockReset()
      render(<Form variant={variant} login={actors} />)
    },
    events: {
      'phone.change': (event) => {
        fireEvent.change(screen.getByTestId('login-phone-input'), { target: { value: event.phone } })
      },
      'code.change': (event) => {
        fireEvent.change(screen.getByTestId('login-code-input'), { target: { value: event.code } })
      },
      'form.submit': () => {
        fireEvent.click(submit())
      },
    },
    readState: () => screen.getByTestId(`phone-login-${variant}`).getAttribute('data-state'),
    // Every state is judged by the specification alone.
    states: { '*': (ctx) => expectShown(specFor(ctx), ctx.actors) },
  }
}

type Action = PhoneLoginStep

async function flush(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve()
}

/** Drives the shipped form through hand-written steps, checking after each one what the specification shows. */
async function runSpecScenario(variant: LoginVariant, actions: Action[]): Promise<void> {
  onLoggedIn.mockReset()
  const actors = createActorController()
  const model = new PhoneLoginSpec(variant)
  render(<Form variant={variant} login={actors} />)
  await act(flush)
  expectShown(model, actors)
  for (const [index, action] of actions.entries()) {
    await act(async () => {
      switch (action.type) {
        case 'phone':
          fireEvent.change(screen.getByTestId('login-phone-input'), { target: { value: action.phone } })
          break
        case 'code':
          fireEvent.change(screen.getByTestId('login-code-input'), { target: { value: action.code } })
          break
        case 'submit':
          fireEvent.click(submit())
          break
        case 'reply':
          actors.resolve('login', action.reply)
          break
        case 'fail':
          actors.reject('login', action.error)
      }
      await flush()
    })
    model.apply(action)
    try {
      expectShown(model, actors)
    } catch (error) {
      throw new Error(`after step ${index + 1} ${JSON.stringify(action)}: ${(error as Error).message}`, { cause: error })
    }
  }
}

describe('phone login form against the specification (hand-written paths)', () => {
  afterEach(cleanup)

  it('checks the phone before the code, and the first failing check shows', () =>
    runSpecScenario('customer', [
      { type: 'submit' },
      { type: 'code', code: CODE },
      { type: 'submit' },
      { type: 'phone', phone: '2380013800' },
      { type: 'submit' },
      { type: 'phone', phone: '138001380001' },
      { type: 'submit' },
      { type: 'phone', phone: NO_6_PHONE },
      { type: 'code', code: '' },
      { type: 'submit' },
      { type: 'code', code: CODE },
      { type: 'submit' },
      { type: 'reply', reply: TOKEN_REPLY },
      { type: 'submit' },
    ]))

  it('refuses a reseller phone with 6 as the second digit', () =>
    runSpecScenario('retailer', [
      { type: 'phone', phone: NO_6_PHONE },
      { type: 'code', code: CODE },
      { type: 'submit' },
      { type: 'phone', phone: '15912345678' },
      { type: 'submit' },
      { type: 'fail', error: new Error('该手机号未注册为分销商') },
      { type: 'submit' },
      { type: 'reply', reply: { msg: 'tok-r', data: { token: 'tok-r' } } },
    ]))

  it("shows '登录失败' for every answer without a token", () =>
    runSpecScenario('customer', [
      { type: 'phone', phone: VALID_PHONE },
      { type: 'code', code: CODE },
      ...[undefined, {}, { data: null }, { data: {} }, { data: { token: null } }, { msg: 'tok-msg', data: { token: '' } }].flatMap(
        (reply): Action[] => [{ type: 'submit' }, { type: 'reply', reply: reply as LoginReply | undefined }],
      ),
    ]))

  it('shows the server msg of a refused login as a warning, whatever form the refusal takes', () =>
    runSpecScenario('customer', [
      { type: 'phone', phone: VALID_PHONE },
      { type: 'code', code: CODE },
      ...[REFUSED, '网络错误', { msg: '验证码错误' }].flatMap((error): Action[] => [{ type: 'submit' }, { type: 'fail', error }]),
    ]))
})

describe('phone login machine outside the UI', () => {
  it('is a customer login when given no variant (16... accepted), and its output is the token', async () => {
    for (const input of [undefined, {}]) {
      const actor = createActor(phoneLoginMachine.provide({ actors: { login: fromPromise(async () => TOKEN_REPLY) } }), { input }).start()
      expect(actor.getSnapshot().context).toEqual({ variant: 'customer', phone: '', code: '', message: '', token: null })
      actor.send({ type: 'phone.change', phone: NO_6_PHONE })
      actor.send({ type: 'code.change', code: CODE })
      actor.send({ type: 'form.submit' })
      const done = await waitFor(actor, (snapshot) => snapshot.status === 'done')
      expect(done.output).toEqual({ token: 'tok-1' })
    }
  })

  it('reads the token from data.token only, a non-empty string', () => {
    expect(tokenOf(TOKEN_REPLY)).toBe('tok-1')
    for (const reply of [undefined, {}, { msg: 'tok' }, { data: null }, { data: {} }, { data: { token: '' } }, { data: { token: 7 } }]) {
      expect(tokenOf(reply as LoginReply | undefined), JSON.stringify(reply)).toBeNull()
    }
  })

  it('uses the mobile pattern for customers and excludes 6 as the second digit for resellers', () => {
    expect(['customer', 'retailer'].map((variant) => phonePatternFor(variant as LoginVariant).test(NO_6_PHONE))).toEqual([true, false])
    expect(phonePatternFor('retailer').test(VALID_PHONE)).toBe(true)
    expect(phonePatternFor('customer').test(`${VALID_PHONE}0`)).toBe(false)
  })
})

// The generated paths run after the hand-written ones: a mutation run stops at the first failing test.
for (const variant of ['customer', 'retailer'] as const) {
  testMachinePaths({
    machine: phoneLoginMachine,
    adapter: adapterFor(variant),
    name: variant === 'customer' ? 'phoneLogin' : 'phoneLogin-retailer',
    scenarios: phoneLoginScenarios(),
  })
}
