import { ChakraProvider } from '@chakra-ui/react'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor, type EventObject } from 'xstate'
import type { LoginReply } from '../../machines/phone-login'
import type { SendCodeReply } from '../../machines/sms-code'
import { wechatLoginMachine, type WechatExchangeResult } from '../../machines/wechat-login'
import { WechatLoginPanel } from '../../src/features/login/wechat-login-panel'
import { i18n } from '../../src/i18n/i18n'
import { appSystem } from '../../src/theme/app-system'
import { createActorController, type ActorController } from '../harness/actor-control'
import { collectedPaths } from '../harness/collected-paths'
import { CoverageRecorder } from '../harness/coverage'
import { executeRecordedPath, testMachinePaths, type HarnessContext, type MachineAdapter } from '../harness/execute'
import { generateMachinePaths, machineShape, replayPath } from '../../tools/machine-model/paths'
import { BIND_CODE, BIND_PHONE, QR_URL, SCAN, WECHAT_SAMPLES } from '../../tools/machine-model/samples/wechat-login'
import { NEEDS_PHONE, WECHAT_TEXTS, WechatSpec, wechatKey, wechatScanScenario, type WechatStep } from './wechat-login-spec'
import { refusesPress } from '../support/refuses-press'

void i18n.changeLanguage('zh-CN')

// The generated paths come from machines/wechat-login.ts; what each step must show comes from WechatSpec
// (tests/machines/wechat-login-spec.ts, written from storefront.md and portal.md), never from the machine's snapshot.

const onLoggedIn = vi.fn()
const panel = (): HTMLElement => screen.getByTestId('wechat-login')
const text = (testId: string): string | null => screen.queryByTestId(testId)?.textContent ?? null
const MOBILE = /^1\d{10}$/

function Panel({ query, actors }: { query: { code?: string; state?: string }; actors: ActorController }): React.JSX.Element {
  return (
    <ChakraProvider value={appSystem}>
      <WechatLoginPanel
        code={query.code}
        state={query.state}
        onLoggedIn={onLoggedIn}
        logic={{ fetchQrUrl: actors.promise(), exchangeCode: actors.promise(), bindLogin: actors.promise() }}
        sendCode={fromPromise<SendCodeReply, { phone: string }>(async () => ({ msg: '发送成功' }))}
      />
    </ChakraProvider>
  )
}

/** What the user must see now, and what the calls were made with, per the specification model. */
function expectShown(spec: WechatSpec, actors: ActorController): void {
  const view = spec.view
  const where = `(${view})`
  const shown = panel().textContent ?? ''
  const frame = screen.queryByTestId('wechat-frame')
  expect(frame?.getAttribute('src') ?? null, `QR frame ${where}`).toBe(view === 'showingQr' ? spec.qrUrl : null)
  expect(shown.includes(WECHAT_TEXTS.qrHint), `QR hint ${where}`).toBe(view === 'showingQr')
  expect(shown.includes(WECHAT_TEXTS.qrLoading), `loading text ${where}`).toBe(view === 'loadingQr')
  expect(shown.includes(WECHAT_TEXTS.exchanging), `exchanging text ${where}`).toBe(view === 'exchanging')
  expect(shown.includes(WECHAT_TEXTS.loggedIn), `logged-in text ${where}`).toBe(view === 'loggedIn')
  const failure = view === 'qrFailed' || view === 'failed'
  expect(text('wechat-message'), `failure line ${where}`).toBe(failure ? spec.message : null)
  expect(text('wechat-qr-retry'), `retry button ${where}`).toBe(failure ? WECHAT_TEXTS.retry : null)
  const binding = view === 'binding' || view === 'bindingSubmit'
  expect(text('wechat-bind-tip'), `bind tip ${where}`).toBe(binding ? WECHAT_TEXTS.bindTip : null)
  if (binding) {
    expect(screen.getByTestId<HTMLInputElement>('bind-phone-input').value, `phone ${where}`).toBe(spec.phone)
    expect(screen.getByTestId<HTMLInputElement>('bind-code-input').value, `code ${where}`).toBe(spec.code)
    expect(text('bind-message'), `bind message ${where}`).toBe(view === 'binding' ? spec.message : null)
    const submit = screen.getByTestId<HTMLButtonElement>('bind-submit')
    expect(refusesPress(submit), `bind button ${where}`).toBe(view === 'bindingSubmit')
    expect(submit.textContent).toContain(WECHAT_TEXTS.bindSubmit)
    expect(refusesPress(screen.getByTestId('send-code-button')), `send-code ${where}`).toBe(!MOBILE.test(spec.phone.trim()))
  } else expect(screen.queryByTestId('bind-submit')).toBeNull()
  expect(
    actors.calls.map(({ id, input }) => ({ id, input })),
    `calls ${where}`,
  ).toEqual(spec.calls)
  for (const id of ['fetchQrUrl', 'exchangeCode', 'bindLogin'] as const) {
    expect(actors.pending(id), `${id} running ${where}`).toHaveLength(spec.running() === id ? 1 : 0)
  }
  expect(onLoggedIn.mock.calls, `tokens handed on ${where}`).toEqual(spec.handedOn.map((token) => [token]))
}

function specStepOf(step: HarnessContext['stepsSoFar'][number]): WechatStep | undefined {
  const event = step.event as EventObject & { phone?: string; code?: string; output?: unknown; error?: unknown }
  const id = step.invoke?.id
  if (step.kind === 'actor.done') {
    if (id === 'fetchQrUrl') return { type: 'qrUrl', url: event.output as string }
    if (id === 'exchangeCode') return { type: 'exchanged', result: event.output as WechatExchangeResult | null }
    return { type: 'bound', reply: event.output as LoginReply }
  }
  if (step.kind === 'actor.error') {
    if (id === 'fetchQrUrl') return { type: 'qrFail', error: event.error }
    if (id === 'exchangeCode') return { type: 'exchangeFail', error: event.error }
    return { type: 'bindFail', error: event.error }
  }
  if (event.type === 'qr.refresh') return { type: 'retry' }
  if (event.type === 'phone.change') return { type: 'phone', phone: event.phone ?? '' }
  if (event.type === 'code.change') return { type: 'code', code: event.code ?? '' }
  if (event.type === 'form.submit') return { type: 'submit' }
  return undefined
}

function adapterFor(query: { code?: string; state?: string }): MachineAdapter<typeof wechatLoginMachine> {
  let spec = new WechatSpec(query)
  let seen = 0
  return {
    input: query,
    samples: WECHAT_SAMPLES,
    contextKey: wechatKey,
    render: ({ actors }) => {
      seen = 0
      onLoggedIn.mockReset()
      render(<Panel query={query} actors={actors} />)
      spec = new WechatSpec(query)
    },
    events: {
      'qr.refresh': () => {
        fireEvent.click(screen.getByTestId('wechat-qr-retry'))
      },
      'phone.change': (event) => {
        fireEvent.change(screen.getByTestId('bind-phone-input'), { target: { value: event.phone } })
      },
      'code.change': (event) => {
        fireEvent.change(screen.getByTestId('bind-code-input'), { target: { value: event.code } })
      },
      'form.submit': () => {
        fireEvent.click(screen.getByTestId('bind-submit'))
      },
    },
    readState: () => panel().dataset.state,
    // Every state is judged by the specification alone.
    states: {
      '*': (ctx) => {
        for (const step of ctx.stepsSoFar.slice(seen)) {
          const specStep = specStepOf(step)
          if (specStep) spec.apply(specStep)
        }
        seen = ctx.stepsSoFar.length
        expectShown(spec, ctx.actors)
      },
    },
  }
}

type Action = WechatStep

async function flush(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve()
}

/** Drives the shipped panel through hand-written steps, checking after each one what the specification shows. */
async function runSpecScenario(query: { code?: string; state?: string }, actions: Action[]): Promise<void> {
  onLoggedIn.mockReset()
  const actors = createActorController()
  render(<Panel query={query} actors={actors} />)
  const model = new WechatSpec(query)
  await act(flush)
  expectShown(model, actors)
  for (const [index, action] of actions.entries()) {
    await act(async () => {
      switch (action.type) {
        case 'retry':
          fireEvent.click(screen.getByTestId('wechat-qr-retry'))
          break
        case 'phone':
          fireEvent.change(screen.getByTestId('bind-phone-input'), { target: { value: action.phone } })
          break
        case 'code':
          fireEvent.change(screen.getByTestId('bind-code-input'), { target: { value: action.code } })
          break
        case 'submit':
          fireEvent.click(screen.getByTestId('bind-submit'))
          break
        case 'qrUrl':
          actors.resolve('fetchQrUrl', action.url)
          break
        case 'qrFail':
          actors.reject('fetchQrUrl', action.error)
          break
        case 'exchanged':
          actors.resolve('exchangeCode', action.result)
          break
        case 'exchangeFail':
          actors.reject('exchangeCode', action.error)
          break
        case 'bound':
          actors.resolve('bindLogin', action.reply)
          break
        case 'bindFail':
          actors.reject('bindLogin', action.error)
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

describe('WeChat login panel against the specification (hand-written paths)', () => {
  afterEach(cleanup)

  it('fetches the QR when the query has a code but no state, or a state but no code', async () => {
    await runSpecScenario({ code: 'c1' }, [{ type: 'qrUrl', url: QR_URL }])
    cleanup()
    await runSpecScenario({ state: 's1' }, [{ type: 'qrFail', error: 'offline' }, { type: 'retry' }, { type: 'qrUrl', url: QR_URL }])
  })

  it("shows '登录失败' for an exchange answer with neither tokens nor both ids, then a new QR on retry", async () => {
    for (const result of [
      null,
      undefined,
      { accessToken: '' },
      { openid: 'o-b' },
      { unionid: 'u-b' },
      { openid: '', unionid: 'u-b' },
      { openid: 'o-b', unionid: '' },
    ]) {
      await runSpecScenario(SCAN, [{ type: 'exchanged', result }, { type: 'retry' }, { type: 'qrUrl', url: QR_URL }])
      cleanup()
    }
  })

  it('logs in with the accessToken even when the ids came too, and hands the token on once', () =>
    runSpecScenario(SCAN, [{ type: 'exchanged', result: { accessToken: 'tok-bound', openid: 'o-a', unionid: 'u-a' } }]))

  it('binds a phone: checks as the phone login, sends the trimmed phone and code with the ids, and shows each failure', () =>
    runSpecScenario(SCAN, [
      { type: 'exchanged', result: NEEDS_PHONE },
      { type: 'phone', phone: '   ' },
      { type: 'submit' },
      { type: 'phone', phone: '2380013800' },
      { type: 'submit' },
      { type: 'phone', phone: ` ${BIND_PHONE} ` },
      { type: 'code', code: '  ' },
      { type: 'submit' },
      { type: 'code', code: ` ${BIND_CODE}` },
      { type: 'submit' },
      { type: 'bindFail', error: { msg: '验证码错误' } },
      { type: 'submit' },
      { type: 'bound', reply: { msg: 'x', data: { token: '' } } },
      { type: 'submit' },
      { type: 'bound', reply: undefined },
      { type: 'submit' },
      { type: 'bindFail', error: new Error('') },
      { type: 'submit' },
      { type: 'bound', reply: { msg: 'tok-new', data: { token: 'tok-new' } } },
    ]))

  it('shows the refused exchange with the server msg, and the failed QR with its reason', async () => {
    await runSpecScenario(SCAN, [
      { type: 'exchangeFail', error: '授权码无效或已过期，请重新扫码' },
      { type: 'retry' },
      { type: 'qrFail', error: new Error('') },
    ])
  })
})

describe('WeChat login machine outside the UI', () => {
  const machineAnswering = (exchange: WechatExchangeResult | null, bind: LoginReply = {}) =>
    wechatLoginMachine.provide({
      actors: {
        fetchQrUrl: fromPromise(async () => QR_URL),
        exchangeCode: fromPromise(async () => exchange),
        bindLogin: fromPromise(async () => bind),
      },
    })

  it('started with no query at all, or an empty one, fetches and shows the QR', async () => {
    for (const input of [undefined, {}]) {
      const spec = new WechatSpec(input ?? {})
      const actor = createActor(machineAnswering(null), { input }).start()
      const shown = await waitFor(actor, (snapshot) => snapshot.value === 'showingQr', { timeout: 1000 })
      spec.apply({ type: 'qrUrl', url: QR_URL })
      expect(spec.view, JSON.stringify(input)).toBe('showingQr')
      expect(shown.context.qrUrl, JSON.stringify(input)).toBe(spec.qrUrl)
      actor.stop()
    }
  })

  it('ends logged in with the token it handed on as its output, bound at once or after binding a phone', async () => {
    const bound = { accessToken: 'tok-bound', openid: 'o-a', unionid: 'u-a' }
    const spec = new WechatSpec(SCAN)
    const actor = createActor(machineAnswering(bound), { input: SCAN }).start()
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done', { timeout: 1000 })
    spec.apply({ type: 'exchanged', result: bound })
    expect(done.output).toEqual({ token: spec.handedOn.at(-1) })

    const reply = { msg: 'tok-new', data: { token: 'tok-new' } }
    const bindSpec = new WechatSpec(SCAN)
    const binder = createActor(machineAnswering(NEEDS_PHONE, reply), { input: SCAN }).start()
    await waitFor(binder, (snapshot) => snapshot.matches('binding'), { timeout: 1000 })
    binder.send({ type: 'phone.change', phone: BIND_PHONE })
    binder.send({ type: 'code.change', code: BIND_CODE })
    binder.send({ type: 'form.submit' })
    const boundDone = await waitFor(binder, (snapshot) => snapshot.status === 'done', { timeout: 1000 })
    for (const step of [
      { type: 'exchanged', result: NEEDS_PHONE },
      { type: 'phone', phone: BIND_PHONE },
      { type: 'code', code: BIND_CODE },
      { type: 'submit' },
      { type: 'bound', reply },
    ] as WechatStep[]) {
      bindSpec.apply(step)
    }
    expect(boundDone.output).toEqual({ token: bindSpec.handedOn.at(-1) })
    expect(bindSpec.handedOn).toEqual(['tok-new'])
  })
})

// The generated paths run after the hand-written ones: a mutation run stops at the first failing test.
// One coverage record for both ways the page opens: with a scan's code (exchange) and without (QR frame).
const recorder = new CoverageRecorder(wechatLoginMachine)
const scanAdapter = adapterFor(SCAN)

describe('wechat login opened by the scan (code and state in the query)', () => {
  const paths = collectedPaths('opened by the scan', () => [
    ...generateMachinePaths(wechatLoginMachine, {
      samples: scanAdapter.samples,
      contextKey: scanAdapter.contextKey,
      input: scanAdapter.input,
      refusals: true,
    }),
    replayPath(machineShape(wechatLoginMachine), wechatScanScenario(), SCAN),
  ])
  for (const path of paths) {
    it(path.description, () => executeRecordedPath(wechatLoginMachine, scanAdapter, path, recorder))
  }
})

testMachinePaths({ machine: wechatLoginMachine, adapter: adapterFor({}), recorder })
