import { ChakraProvider } from '@chakra-ui/react'
import { appSystem } from '../../src/theme/app-system'
import { fireEvent, render, screen } from '@testing-library/react'
import { expect, vi } from 'vitest'
import { fromPromise, type EventObject } from 'xstate'
import { phoneLoginMachine, phonePatternFor, type LoginVariant } from '../../machines/phone-login'
import type { SendCodeReply } from '../../machines/sms-code'
import { ApiError } from '../../src/api/api-error'
import { PhoneLoginForm } from '../../src/features/login/phone-login-form'
import { i18n } from '../../src/i18n/i18n'
import { testMachinePaths, type MachineAdapter } from '../harness/execute'
import { doneEvent } from '../../tools/machine-model/paths'

void i18n.changeLanguage('zh-CN')

const phoneEvent = (phone: string): EventObject => ({ type: 'phone.change', phone }) as EventObject
const codeEvent = (code: string): EventObject => ({ type: 'code.change', code }) as EventObject

const onLoggedIn = vi.fn()
const message = (): string | null => screen.queryByTestId('login-message')?.textContent ?? null
const submit = (): HTMLButtonElement => screen.getByTestId<HTMLButtonElement>('login-submit')
const loginCalls = (steps: readonly { actions: string[] }[]): number =>
  steps.flatMap((step) => step.actions).filter((action) => action === 'notifyLoggedIn').length

function adapterFor(variant: LoginVariant): MachineAdapter<typeof phoneLoginMachine> {
  // A reseller phone may not have 6 as the second digit: 16... is valid for customers only.
  const invalid = variant === 'retailer' ? '16612345678' : '12345'
  return {
    input: { variant },
    samples: {
      events: {
        'phone.change': [phoneEvent(''), phoneEvent(invalid), phoneEvent('13800138000')],
        'code.change': [codeEvent(''), codeEvent('123456')],
      },
      outputs: { login: [{ msg: 'tok-1', data: { token: 'tok-1' } }, { msg: '', data: null }] },
      errors: { login: [new ApiError(400, '验证码错误或已过期', 400)] },
    },
    contextKey: (context) => [
      context.phone === '' ? 'empty' : phonePatternFor(context.variant).test(context.phone) ? 'valid' : 'invalid',
      context.code === '' ? 'empty' : 'filled',
    ],
    render: ({ actors }) => {
      onLoggedIn.mockReset()
      render(
        <ChakraProvider value={appSystem}>
          <PhoneLoginForm
            variant={variant}
            onLoggedIn={onLoggedIn}
            login={actors.promise()}
            sendCode={fromPromise<SendCodeReply, { phone: string }>(async () => ({ msg: '发送成功' }))}
          />
        </ChakraProvider>,
      )
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
    states: {
      'editing.pristine': ({ stepsSoFar }) => {
        expect(message()).toBeNull()
        expect(submit().disabled).toBe(false)
        expect(onLoggedIn).toHaveBeenCalledTimes(loginCalls(stepsSoFar))
      },
      'editing.phoneRequired': () => expect(message()).toBe('手机号码不能为空'),
      'editing.phoneInvalid': () => expect(message()).toBe('请输入正确的手机号码'),
      'editing.codeRequired': () => expect(message()).toBe('验证码不能为空'),
      'editing.rejected': () => {
        expect(message()).toBe('验证码错误或已过期')
        expect(screen.getByTestId('login-message').dataset.kind).toBe('warning')
      },
      'editing.noToken': () => {
        expect(message()).toBe('登录失败')
        expect(onLoggedIn).not.toHaveBeenCalled()
      },
      submitting: ({ actors }) => {
        expect(submit().disabled).toBe(true)
        expect(actors.pending('login')).toHaveLength(1)
        expect(actors.pending('login')[0].input).toEqual({ variant, phone: '13800138000', verCode: '123456' })
      },
      'loggedIn (done)': () => {
        expect(onLoggedIn).toHaveBeenCalledTimes(1)
        expect(onLoggedIn).toHaveBeenCalledWith('tok-1')
      },
    },
  }
}

for (const variant of ['customer', 'retailer'] as const) {
  testMachinePaths({
    machine: phoneLoginMachine,
    adapter: adapterFor(variant),
    name: variant === 'customer' ? 'phoneLogin' : 'phoneLogin-retailer',
    scenarios: [
      // A refused code, then a new code: the warning goes and the login succeeds.
      [
        phoneEvent('13800138000'),
        codeEvent('123456'),
        { type: 'form.submit' },
        { type: 'xstate.error.actor.login', error: new ApiError(400, '验证码错误或已过期', 400), actorId: 'login' } as EventObject,
        { type: 'form.submit' },
        doneEvent('login', { msg: 'tok-1', data: { token: 'tok-1' } }),
      ],
    ],
  })
}
