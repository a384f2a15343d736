import { ChakraProvider } from '@chakra-ui/react'
import { QueryClient } from '@tanstack/react-query'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { ProfileKind, SessionProfile } from '../../machines/session'
import { i18n, i18nReady, switchLanguage } from '../../src/i18n/i18n'
import { sessionLogic, startSessionActor, type SessionActorRef } from '../../src/session/session-actor'
import { SessionProvider } from '../../src/session/session-context'
import { setSessionInvalidRoutine } from '../../src/session/session-invalid'
import { getToken } from '../../src/session/session-store'
import { UserMenu } from '../../src/shell/user-menu'
import { TOKEN_KEY, storage } from '../../src/storage/storage'
import { appSystem } from '../../src/theme/app-system'

// Decision 'Session: a failed profile load is not a logout' (docs/decisions.md), through what ships: the session
// actor with the real profile call and API client (over a fake fetch), and the header's UserMenu.

const network = vi.hoisted(() => {
  const answers: Array<() => Promise<Response>> = []
  const requests: Request[] = []
  // The API client takes globalThis.fetch when it is created: install the stand-in before any import.
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    requests.push(request)
    const answer = answers.shift()
    if (!answer) throw new Error(`unexpected request ${request.url}`)
    return answer()
  }
  return { answers, requests }
})

vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children, ...rest }: { to: string; children: React.ReactNode }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}))

const json = (status: number, body: unknown) => async () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const networkError = () => async (): Promise<Response> => {
  throw new TypeError('Failed to fetch')
}
const PROFILE = { id: 'cust-1', username: '张三', phonenum: '13800138000' }

const flush = async (): Promise<void> => {
  for (let i = 0; i < 30; i++) await Promise.resolve()
}

function renderHeader(session: SessionActorRef): void {
  render(
    <ChakraProvider value={appSystem}>
      <SessionProvider actor={session}>
        <UserMenu />
      </SessionProvider>
    </ChakraProvider>,
  )
}

const state = () => screen.getByTestId('session-status').dataset.state

beforeEach(async () => {
  await i18nReady
  await i18n.changeLanguage('zh-CN')
  storage.clear()
  network.answers.length = 0
  network.requests.length = 0
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('a reload whose profile call fails', () => {
  it('keeps the stored token and the user menu through a network error and a 503, and shows the name once userinfo answers', async () => {
    vi.useFakeTimers()
    storage.set(TOKEN_KEY, 'tok-stored')
    network.answers.push(networkError(), json(503, { code: 503, msg: 'Service Unavailable', data: null }))
    const relogin = vi.fn()
    const session = startSessionActor({ relogin, resetRouting: vi.fn() }, new QueryClient())
    setSessionInvalidRoutine(() => session.send({ type: 'session.invalid' }))
    renderHeader(session)
    await act(flush)

    expect(state()).toBe('reconnecting')
    expect(screen.getByTestId('session-reconnecting').textContent).toBe('正在重新连接…')
    expect(screen.queryByTestId('login-button')).toBeNull()
    expect(screen.getByTestId('user-name').textContent).toBe('用户')
    expect(getToken()).toBe('tok-stored')

    await act(async () => {
      vi.advanceTimersByTime(2_000)
      await flush()
    })
    expect(network.requests).toHaveLength(2)
    expect(state()).toBe('reconnecting')
    expect(getToken()).toBe('tok-stored')

    network.answers.push(json(200, { code: 200, msg: 'ok', data: PROFILE }), json(200, { code: 200, msg: 'ok', data: { list: [] } }))
    await act(async () => {
      vi.advanceTimersByTime(4_000)
      await flush()
    })
    expect(state()).toBe('loggedIn.ready')
    expect(screen.getByTestId('user-name').textContent).toBe('张三')
    expect(screen.queryByTestId('session-reconnecting')).toBeNull()
    // Every try carried the stored token; nothing was cleared and /login was never opened.
    expect(network.requests.map((request) => [new URL(request.url).pathname, request.headers.get('Authorization')])).toEqual([
      ['/api/business/C_customers/userinfo', 'Bearer tok-stored'],
      ['/api/business/C_customers/userinfo', 'Bearer tok-stored'],
      ['/api/business/C_customers/userinfo', 'Bearer tok-stored'],
      ['/api/business/C_cart/getList', 'Bearer tok-stored'],
    ])
    expect(getToken()).toBe('tok-stored')
    expect(relogin).not.toHaveBeenCalled()
  })

  it('a code 600 (HTTP 401) on userinfo still signs out at once and opens /login', async () => {
    vi.useFakeTimers()
    storage.set(TOKEN_KEY, 'tok-revoked')
    network.answers.push(json(401, { code: 600, msg: '登录已失效，请重新登录', data: null }))
    const relogin = vi.fn()
    const session = startSessionActor({ relogin, resetRouting: vi.fn() }, new QueryClient())
    setSessionInvalidRoutine(() => session.send({ type: 'session.invalid' }))
    renderHeader(session)
    await act(flush)

    expect(state()).toBe('loggedOut.idle')
    expect(screen.getByTestId('login-button')).toBeTruthy()
    expect(getToken()).toBeNull()
    expect(relogin).toHaveBeenCalledTimes(1)
    await act(async () => {
      vi.advanceTimersByTime(60_000)
      await flush()
    })
    expect(network.requests).toHaveLength(1)
  })
})

describe('the header while the profile cannot be loaded, in each language', () => {
  it.each([
    ['zh-CN', '正在重新连接…', '账户信息加载失败', '重试'],
    ['en', 'Reconnecting…', 'Could not load your account', 'Retry'],
    ['zh-TW', '正在重新連線…', '帳戶資訊載入失敗', '重試'],
  ] as const)(
    '%s: reconnecting, then the notice with Retry and an enabled Logout; Retry loads the profile',
    async (language, reconnecting, unavailable, retry) => {
      await switchLanguage(language)
      // After the language: its texts load as a chunk of their own.
      vi.useFakeTimers()
      let answer: () => Promise<SessionProfile | null> = async () => {
        throw new TypeError('Failed to fetch')
      }
      const session = createActor(
        sessionLogic({ relogin: vi.fn(), resetRouting: vi.fn() }, undefined, {
          fetchProfile: fromPromise<SessionProfile | null, { kind: ProfileKind }>(() => answer()),
          fetchCartCount: fromPromise(async () => 0),
        }),
        { input: { kind: 'customer' } },
      ).start()
      storage.set(TOKEN_KEY, 'tok-stored')
      session.send({ type: 'session.resume', token: 'tok-stored' })
      renderHeader(session)
      await act(flush)
      expect(screen.getByTestId('session-reconnecting').textContent).toBe(reconnecting)
      expect(screen.getByTestId<HTMLButtonElement>('logout-button').disabled).toBe(true)

      for (const wait of [2_000, 4_000, 8_000]) {
        await act(async () => {
          vi.advanceTimersByTime(wait)
          await flush()
        })
      }
      expect(state()).toBe('profileUnavailable')
      expect(screen.getByTestId('session-unavailable').firstChild?.textContent).toBe(unavailable)
      expect(screen.queryByTestId('session-reconnecting')).toBeNull()
      expect(screen.getByTestId<HTMLButtonElement>('logout-button').disabled).toBe(false)
      expect(getToken()).toBe('tok-stored')

      answer = async () => PROFILE
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: retry }))
        await flush()
      })
      expect(state()).toBe('loggedIn.ready')
      expect(screen.getByTestId('user-name').textContent).toBe('张三')
      expect(screen.queryByTestId('session-unavailable')).toBeNull()
    },
  )
})
