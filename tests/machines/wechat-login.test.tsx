import { ChakraProvider } from '@chakra-ui/react'
import { appSystem } from '../../src/theme/app-system'
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fromPromise, type EventObject } from 'xstate'
import { phonePatternFor } from '../../machines/phone-login'
import type { SendCodeReply } from '../../machines/sms-code'
import { wechatLoginMachine } from '../../machines/wechat-login'
import { ApiError } from '../../src/api/api-error'
import { WechatLoginPanel } from '../../src/features/login/wechat-login-panel'
import { i18n } from '../../src/i18n/i18n'
import { CoverageRecorder } from '../harness/coverage'
import { executePath, testMachinePaths, type MachineAdapter } from '../harness/execute'
import { generateMachinePaths } from '../../tools/machine-model/paths'

void i18n.changeLanguage('zh-CN')

const QR_URL = '/api/sandbox/wechat/authorize?state=s1'
const phoneEvent = (phone: string): EventObject => ({ type: 'phone.change', phone }) as EventObject
const codeEvent = (code: string): EventObject => ({ type: 'code.change', code }) as EventObject
const onLoggedIn = vi.fn()
const panel = (): HTMLElement => screen.getByTestId('wechat-login')
const text = (testId: string): string | null => screen.queryByTestId(testId)?.textContent ?? null

function adapterFor(input: { code?: string; state?: string }): MachineAdapter<typeof wechatLoginMachine> {
  return {
    input,
    samples: {
      events: {
        'phone.change': [phoneEvent(''), phoneEvent('12345'), phoneEvent('13800138000')],
        'code.change': [codeEvent(''), codeEvent('123456')],
      },
      outputs: {
        fetchQrUrl: [QR_URL],
        exchangeCode: [
          { accessToken: 'tok-bound', userInfo: { id: 'u1' }, openid: 'o-a', unionid: 'u-a' },
          { openid: 'o-b', unionid: 'u-b' },
          {},
        ],
        bindLogin: [{ msg: 'tok-new', data: { token: 'tok-new' } }, { msg: '', data: null }],
      },
      errors: {
        fetchQrUrl: [new Error('offline')],
        exchangeCode: [new ApiError(400, '授权码无效或已过期，请重新扫码', 400)],
        bindLogin: [new ApiError(409, '该手机号已绑定其他微信账号', 409)],
      },
    },
    contextKey: (context) => [
      context.phone === '' ? 'empty' : phonePatternFor('customer').test(context.phone) ? 'valid' : 'invalid',
      context.verCode === '' ? 'empty' : 'filled',
    ],
    render: ({ actors }) => {
      onLoggedIn.mockReset()
      render(
        <ChakraProvider value={appSystem}>
          <WechatLoginPanel
            code={input.code}
            state={input.state}
            onLoggedIn={onLoggedIn}
            logic={{ fetchQrUrl: actors.promise(), exchangeCode: actors.promise(), bindLogin: actors.promise() }}
            sendCode={fromPromise<SendCodeReply, { phone: string }>(async () => ({ msg: '发送成功' }))}
          />
        </ChakraProvider>,
      )
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
    states: {
      loadingQr: ({ actors }) => {
        expect(panel().textContent).toContain('二维码加载中')
        expect(actors.pending('fetchQrUrl')).toHaveLength(1)
        // Never a new QR while a scan's code is being exchanged.
        expect(actors.pending('exchangeCode')).toHaveLength(0)
      },
      showingQr: () => {
        expect(screen.getByTestId('wechat-frame').getAttribute('src')).toBe(QR_URL)
      },
      qrFailed: () => {
        expect(text('wechat-message')).toContain('二维码加载失败')
      },
      exchanging: ({ actors }) => {
        expect(panel().textContent).toContain('正在登录')
        expect(actors.pending('exchangeCode').map((call) => call.input)).toEqual([{ code: 'c1', state: 's1' }])
        expect(actors.calls.filter((call) => call.id === 'fetchQrUrl')).toHaveLength(0)
      },
      failed: ({ snapshot }) => {
        expect(text('wechat-message')).toBe(snapshot.context.message ? `登录失败: ${snapshot.context.message}` : '登录失败')
      },
      'binding.pristine': () => {
        expect(text('wechat-bind-tip')).toBe('提示：首次扫码登录需要绑定手机号。')
        expect(text('bind-message')).toBeNull()
      },
      'binding.phoneRequired': () => expect(text('bind-message')).toBe('手机号码不能为空'),
      'binding.phoneInvalid': () => expect(text('bind-message')).toBe('请输入正确的手机号码'),
      'binding.codeRequired': () => expect(text('bind-message')).toBe('验证码不能为空'),
      'binding.failed': ({ snapshot }) => {
        expect(text('wechat-bind-tip')).toBeTruthy()
        expect(text('bind-message')).toBe(snapshot.context.message ? `登录失败: ${snapshot.context.message}` : '登录失败')
      },
      bindingSubmit: ({ actors }) => {
        expect((screen.getByTestId('bind-submit') as HTMLButtonElement).disabled).toBe(true)
        expect(actors.pending('bindLogin').map((call) => call.input)).toEqual([
          { phone: '13800138000', verCode: '123456', openId: 'o-b', unionId: 'u-b' },
        ])
      },
      'loggedIn (done)': ({ snapshot }) => {
        expect(onLoggedIn).toHaveBeenCalledTimes(1)
        expect(onLoggedIn).toHaveBeenCalledWith(snapshot.context.token)
      },
    },
  }
}

// One coverage record for both ways the page opens: with a scan's code (exchange) and without (QR frame).
const recorder = new CoverageRecorder(wechatLoginMachine)
const scanAdapter = adapterFor({ code: 'c1', state: 's1' })

describe('wechat login opened by the scan (code and state in the query)', () => {
  const paths = generateMachinePaths(wechatLoginMachine, {
    samples: scanAdapter.samples,
    contextKey: scanAdapter.contextKey,
    input: scanAdapter.input,
  })
  for (const path of paths) {
    it(path.description, async () => {
      try {
        await executePath(wechatLoginMachine, scanAdapter, path, recorder)
        recorder.pathDone({ description: path.description, passed: true })
      } catch (error) {
        recorder.pathDone({ description: path.description, passed: false, error: (error as Error).message })
        throw error
      }
    })
  }
})

testMachinePaths({ machine: wechatLoginMachine, adapter: adapterFor({}), recorder })
