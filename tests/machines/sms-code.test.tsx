import { ChakraProvider } from '@chakra-ui/react'
import { appSystem } from '../../src/theme/app-system'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fromPromise, type EventObject } from 'xstate'
import { smsCodeMachine, type SendCodeReply } from '../../machines/sms-code'
import { ApiError } from '../../src/api/api-error'
import { isMobile } from '../../domain/validation-patterns'
import { SmsCodeButton, type SendCodeLogic } from '../../src/features/login/sms-code-button'
import { i18n } from '../../src/i18n/i18n'
import { testMachinePaths, type MachineAdapter } from '../harness/execute'
import { afterEvent, doneEvent } from '../../tools/machine-model/paths'

void i18n.changeLanguage('zh-CN')

const VALID = '13800138000'
const SHORT = '1380013'
const phoneEvent = (phone: string): EventObject => ({ type: 'phone.change', phone }) as EventObject

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
const noDialog = (): void => expect(screen.queryByTestId('phone-dialog')).toBeNull()

const adapter: MachineAdapter<typeof smsCodeMachine> = {
  samples: {
    events: { 'phone.change': [phoneEvent(VALID), phoneEvent(SHORT)] },
    outputs: { sendCode: [{ msg: '发送成功' }, { msg: 'false' }] },
    errors: { sendCode: [new ApiError(429, '发送过于频繁，请稍后再试', 429)] },
  },
  contextKey: (context) => isMobile(context.phone),
  render: ({ actors }) => {
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
  states: {
    idle: ({ snapshot }) => {
      expect(button().textContent).toBe('获取验证码')
      expect(button().disabled).toBe(!isMobile(snapshot.context.phone))
      noDialog()
    },
    sending: ({ actors }) => {
      expect(button().textContent).toBe('发送中…')
      expect(button().disabled).toBe(true)
      const pending = actors.pending('sendCode')
      expect(pending).toHaveLength(1)
      // The number as it was when sent (the field stays editable meanwhile).
      expect(pending[0].input).toEqual({ phone: VALID })
    },
    countingDown: () => {
      expect(button().textContent).toMatch(/^\d+ 秒后重发$/)
      expect(button().disabled).toBe(true)
      expect(screen.getByTestId('send-code-message').textContent).toBe('发送成功')
    },
    resend: ({ snapshot }) => {
      expect(button().textContent).toBe('重新发送')
      expect(button().disabled).toBe(!isMobile(snapshot.context.phone))
    },
    failed: ({ snapshot }) => {
      expect(screen.getByRole('alert').textContent).toBe('发送过于频繁，请稍后再试')
      expect(button().disabled).toBe(!isMobile(snapshot.context.phone))
    },
    phoneDialog: () => {
      expect(screen.getByTestId('phone-dialog').textContent).toContain('该手机号码无法接收验证码')
      expect(button().disabled).toBe(true)
    },
    blocked: () => {
      noDialog()
      expect(button().disabled).toBe(true)
    },
  },
}

testMachinePaths({
  machine: smsCodeMachine,
  adapter,
  scenarios: [
    // A second code after the window: the countdown starts again at 60.
    [
      phoneEvent(VALID),
      { type: 'code.send' },
      doneEvent('sendCode', { msg: '发送成功' }),
      afterEvent(smsCodeMachine, 'countingDown'),
      { type: 'code.send' },
      doneEvent('sendCode', { msg: '发送成功' }),
    ],
  ],
})

describe('SMS code countdown outside the model', () => {
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
  })

  it('shows the seconds left, one less each second, then reads resend after 60 s', async () => {
    vi.useFakeTimers()
    render(<Host sendCode={fromPromise<SendCodeReply, { phone: string }>(async () => ({ msg: '发送成功' }))} />)
    fireEvent.change(screen.getByTestId('phone'), { target: { value: VALID } })
    await act(async () => {
      fireEvent.click(button())
      for (let i = 0; i < 10; i++) await Promise.resolve()
    })
    expect(button().textContent).toBe('60 秒后重发')
    act(() => vi.advanceTimersByTime(1000))
    expect(button().textContent).toBe('59 秒后重发')
    act(() => vi.advanceTimersByTime(58_000))
    expect(button().textContent).toBe('1 秒后重发')
    act(() => vi.advanceTimersByTime(1000))
    expect(button().textContent).toBe('重新发送')
    expect(button().disabled).toBe(false)
  })

  it('keeps the send button disabled for a number that is not an 11-digit mobile starting with 1', () => {
    render(<Host sendCode={fromPromise<SendCodeReply, { phone: string }>(async () => ({}))} />)
    for (const value of ['', '2380013800', '23800138000', '138001380001', '1380013800a']) {
      fireEvent.change(screen.getByTestId('phone'), { target: { value } })
      expect(button().disabled).toBe(true)
    }
    fireEvent.change(screen.getByTestId('phone'), { target: { value: '19912345678' } })
    expect(button().disabled).toBe(false)
  })
})
