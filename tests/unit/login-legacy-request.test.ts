import { afterEach, describe, expect, it, vi } from 'vitest'
import { md5Hex } from '../../domain/md5'

afterEach(() => {
  vi.unstubAllGlobals()
})

// The API client takes the global fetch when it is created: stub first, then load the module afresh.
async function authCalls() {
  vi.resetModules()
  return import('../../src/api/queries/auth-calls')
}

describe('legacy account login request', () => {
  it('posts form-encoded fields with the MD5 of the password and the fixed client fields', async () => {
    const requests: Request[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        requests.push(request)
        return new Response(JSON.stringify({ code: 200, msg: 'tok', data: { token: 'tok' } }), {
          headers: { 'content-type': 'application/json' },
        })
      }),
    )
    const { LEGACY_LOGIN_CLIENT, loginWithPassword } = await authCalls()
    const reply = await loginWithPassword('demo', md5Hex('Summit2026'), 1_700_000_000_000)
    expect(reply.data?.token).toBe('tok')
    const request = requests[0]
    expect(new URL(request.url).pathname).toBe('/api/oauth/Login')
    expect(request.headers.get('content-type')).toContain('application/x-www-form-urlencoded')
    const fields = Object.fromEntries(new URLSearchParams(await request.text()))
    expect(fields).toEqual({
      account: 'demo',
      password: md5Hex('Summit2026'),
      code: '',
      timestamp: '1700000000000',
      ...LEGACY_LOGIN_CLIENT,
    })
    expect(fields.password).toMatch(/^[0-9a-f]{32}$/)
  })

  it('rejects with the server msg on a refused login', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ code: 400, msg: '账号或密码错误', data: null }), {
            status: 400,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    )
    const { loginWithPassword } = await authCalls()
    await expect(loginWithPassword('demo', md5Hex('wrong'), 1)).rejects.toThrow('账号或密码错误')
  })
})
