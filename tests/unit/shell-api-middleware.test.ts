import createClient from 'openapi-fetch'
import { describe, expect, it, vi } from 'vitest'
import { ApiError, unwrap } from '../../src/api/api-error'
import type { paths } from '../../generated/api'
import {
  CLIENT_SITE_HEADER,
  DEFAULT_TIMEOUT_MS,
  LOGIN_ENDPOINT_PATTERNS,
  SHORT_TIMEOUT_MS,
  createConventionsMiddleware,
  isLoginEndpoint,
  timeoutFor,
} from '../../src/api/middleware'
import { NetworkFailure } from '../../src/api/network-failure'

interface Setup {
  token?: string | null
  answer?: { status?: number; body: unknown }
}

let language = 'zh-CN'

/** A client wired exactly like src/api/client.ts, but over a fake fetch that records what it was sent. */
function setup({
  token = null,
  answer = { body: { code: 200, msg: 'ok', data: { list: [], pagination: { currentPage: 1, pageSize: 20, total: 0 } } } },
}: Setup = {}) {
  const sent: Request[] = []
  const timeouts: number[] = []
  const onSessionInvalid = vi.fn()
  const fetch = vi.fn(async (request: Request) => {
    sent.push(request)
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    })
  })
  const client = createClient<paths>({ baseUrl: 'http://shop.test', fetch })
  client.use(
    createConventionsMiddleware({
      getToken: () => token,
      now: () => 1_700_000_000_000,
      onSessionInvalid,
      getLanguage: () => language,
      createTimeoutSignal: (ms) => {
        timeouts.push(ms)
        return new AbortController().signal
      },
    }),
  )
  return { client, sent, timeouts, onSessionInvalid, fetch }
}

describe('request conventions', () => {
  it('appends n=<timestamp> to every URL, keeping the query', async () => {
    const { client, sent } = setup()
    await client.GET('/api/business/C_productmes', { params: { query: { typename: '', saletype: 'online', enabledmark: 1 } } })
    await client.GET('/api/business/C_customers/userinfo')
    const first = new URL(sent[0].url)
    expect(first.searchParams.get('n')).toBe('1700000000000')
    expect(first.searchParams.get('saletype')).toBe('online')
    expect(first.searchParams.get('enabledmark')).toBe('1')
    expect(new URL(sent[1].url).searchParams.get('n')).toBe('1700000000000')
    expect(new URL(sent[1].url).pathname).toBe('/api/business/C_customers/userinfo')
  })

  it('sends the active language as Accept-Language, read at each request', async () => {
    const { client, sent } = setup()
    language = 'en'
    await client.GET('/api/business/C_certificates')
    language = 'zh-TW'
    await client.GET('/api/business/C_certificates')
    expect(sent.map((request) => request.headers.get('Accept-Language'))).toEqual(['en', 'zh-TW'])
    language = 'zh-CN'
  })

  it('sends Authorization: Bearer <token> only when a token exists', async () => {
    const withToken = setup({ token: 'tok-123' })
    await withToken.client.GET('/api/business/C_customers/userinfo')
    expect(withToken.sent[0].headers.get('Authorization')).toBe('Bearer tok-123')

    const without = setup({ token: null })
    await without.client.GET('/api/business/C_customers/userinfo')
    expect(without.sent[0].headers.has('Authorization')).toBe(false)

    const empty = setup({ token: '' })
    await empty.client.GET('/api/business/C_customers/userinfo')
    expect(empty.sent[0].headers.has('Authorization')).toBe(false)
  })

  it("sends 'X-Client-Site: pc' on every request", async () => {
    const { client, sent } = setup()
    await client.GET('/api/business/C_productmes')
    await client.GET('/api/oauth/Logout')
    expect(CLIENT_SITE_HEADER).toBe('X-Client-Site')
    for (const request of sent) expect(request.headers.get('X-Client-Site')).toBe('pc')
  })

  it('keeps a POST body and its method', async () => {
    const sent: Request[] = []
    const client = createClient<{
      '/api/business/C_cart/getList': {
        post: {
          parameters: { query?: never }
          requestBody: { content: { 'application/json': { userid: string } } }
          responses: { 200: { headers: Record<string, unknown>; content: { 'application/json': { code: number } } } }
        }
      }
    }>({
      baseUrl: 'http://shop.test',
      fetch: async (request) => {
        sent.push(request)
        return new Response('{"code":200}', { headers: { 'content-type': 'application/json' } })
      },
    })
    client.use(createConventionsMiddleware({ getToken: () => null, now: () => 5, onSessionInvalid: () => {} }))
    await client.POST('/api/business/C_cart/getList', { body: { userid: 'u1' } })
    expect(sent[0].method).toBe('POST')
    expect(await sent[0].json()).toEqual({ userid: 'u1' })
    expect(new URL(sent[0].url).searchParams.get('n')).toBe('5')
  })

  it('uses 1,000,000 ms by default and 100,000 ms for sync, mail, permission and data-sync URLs', async () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(1_000_000)
    expect(SHORT_TIMEOUT_MS).toBe(100_000)
    expect(timeoutFor('/api/business/C_productmes')).toBe(DEFAULT_TIMEOUT_MS)
    expect(timeoutFor('/api/business/C_orderManage')).toBe(DEFAULT_TIMEOUT_MS)
    expect(timeoutFor('/api/system/synchronization/run')).toBe(SHORT_TIMEOUT_MS)
    expect(timeoutFor('/api/system/Synchronisation')).toBe(SHORT_TIMEOUT_MS)
    expect(timeoutFor('/api/system/sync/users')).toBe(SHORT_TIMEOUT_MS)
    expect(timeoutFor('/api/extend/Email/Receive')).toBe(SHORT_TIMEOUT_MS)
    expect(timeoutFor('/api/permission/Authority')).toBe(SHORT_TIMEOUT_MS)
    expect(timeoutFor('/api/system/DataSync/execute')).toBe(SHORT_TIMEOUT_MS)
    expect(timeoutFor('/api/system/data-sync')).toBe(SHORT_TIMEOUT_MS)
    // only the path decides: a query value mentioning mail does not shorten the time-out
    expect(timeoutFor('http://shop.test/api/business/C_leftMes?email=a@b.cn')).toBe(DEFAULT_TIMEOUT_MS)

    const { client, timeouts } = setup()
    await client.GET('/api/business/C_productmes')
    expect(timeouts).toEqual([DEFAULT_TIMEOUT_MS])
  })

  it('gives the request an abort signal', async () => {
    const { client, sent } = setup()
    await client.GET('/api/business/C_productmes')
    expect(sent[0].signal).toBeDefined()
    expect(sent[0].signal.aborted).toBe(false)
  })

  it('runs the session-invalid routine on code 600 from an ordinary call', async () => {
    const { client, onSessionInvalid } = setup({ token: 'old', answer: { status: 401, body: { code: 600, msg: 'expired', data: null } } })
    const result = await client.GET('/api/business/C_customers/userinfo')
    expect(onSessionInvalid).toHaveBeenCalledTimes(1)
    await expect(unwrap(Promise.resolve(result))).rejects.toMatchObject({ code: 600 })
  })

  it('leaves the routine alone for a 600 to a request sent with a token that is no longer the current one', async () => {
    let token: string | null = 'before-logout'
    // What happens while the request is under way: a logout, or a new login.
    let meanwhile = (): void => {}
    const sent: (string | null)[] = []
    const onSessionInvalid = vi.fn()
    const client = createClient<paths>({
      baseUrl: 'http://shop.test',
      fetch: async (request: Request) => {
        sent.push(request.headers.get('Authorization'))
        meanwhile()
        return new Response(JSON.stringify({ code: 600, msg: 'expired' }), { status: 401, headers: { 'content-type': 'application/json' } })
      },
    })
    client.use(createConventionsMiddleware({ getToken: () => token, now: () => 1, onSessionInvalid }))

    meanwhile = () => (token = null)
    await expect(unwrap(client.GET('/api/business/C_customers/userinfo'))).rejects.toMatchObject({ code: 600 })
    token = 'first'
    meanwhile = () => (token = 'second')
    await client.GET('/api/business/C_customers/userinfo')
    expect(sent).toEqual(['Bearer before-logout', 'Bearer first'])
    expect(onSessionInvalid).not.toHaveBeenCalled()

    meanwhile = () => {}
    await client.GET('/api/business/C_customers/userinfo')
    expect(onSessionInvalid).toHaveBeenCalledTimes(1)
  })

  it('also on code 600 inside an HTTP 200 answer', async () => {
    const { client, onSessionInvalid } = setup({ answer: { body: { code: 600, msg: 'expired' } } })
    await client.GET('/api/business/C_productmes')
    expect(onSessionInvalid).toHaveBeenCalledTimes(1)
  })

  it.each([
    '/api/business/C_customers/loginByPhone',
    '/api/business/C_retailers/loginByPhone',
    '/api/oauth/Login',
    '/api/business/C_customers/loginByWx',
    '/api/business/C_customers/callback',
  ])('returns a 600 from the login endpoint %s to the caller without the routine', async (path) => {
    const answer = { body: { code: 600, msg: 'bad code' } }
    const onSessionInvalid = vi.fn()
    const client = createClient<
      Record<
        string,
        {
          post: {
            parameters: { query?: never }
            responses: { 200: { headers: Record<string, unknown>; content: { 'application/json': { code: number; msg: string } } } }
          }
        }
      >
    >({
      baseUrl: 'http://shop.test',
      fetch: async () => new Response(JSON.stringify(answer.body), { headers: { 'content-type': 'application/json' } }),
    })
    client.use(createConventionsMiddleware({ getToken: () => null, now: () => 1, onSessionInvalid }))
    const result = await client.POST(path as '/x')
    expect(onSessionInvalid).not.toHaveBeenCalled()
    expect(result.data).toEqual({ code: 600, msg: 'bad code' })
  })

  it('recognises login endpoints by path, not by chance substrings', () => {
    expect(LOGIN_ENDPOINT_PATTERNS).toEqual(['/loginByPhone', '/oauth/Login', '/loginByWx', '/callback'])
    expect(isLoginEndpoint('http://shop.test/api/oauth/Login?n=1')).toBe(true)
    expect(isLoginEndpoint('/api/oauth/Logout')).toBe(false)
    expect(isLoginEndpoint('/api/business/C_customers/userinfo')).toBe(false)
  })

  it('leaves other codes and non-JSON answers alone', async () => {
    const other = setup({ answer: { status: 400, body: { code: 400, msg: 'bad' } } })
    await other.client.GET('/api/business/C_productmes')
    expect(other.onSessionInvalid).not.toHaveBeenCalled()

    const onSessionInvalid = vi.fn()
    const client = createClient<paths>({
      baseUrl: 'http://shop.test',
      fetch: async () => new Response('<html>600</html>', { headers: { 'content-type': 'text/html' } }),
    })
    client.use(createConventionsMiddleware({ getToken: () => null, now: () => 1, onSessionInvalid }))
    await client.GET('/api/business/C_productmes', { parseAs: 'text' })
    expect(onSessionInvalid).not.toHaveBeenCalled()
  })
})

describe('a call without an answer', () => {
  function failingClient(failure: unknown, networkFailureMessage?: () => string) {
    const client = createClient<paths>({
      baseUrl: 'http://shop.test',
      fetch: async () => {
        throw failure
      },
    })
    client.use(createConventionsMiddleware({ getToken: () => null, now: () => 1, onSessionInvalid: vi.fn(), networkFailureMessage }))
    return client
  }
  const call = (client: ReturnType<typeof failingClient>) => client.POST('/api/business/C_retailers/getList', { body: { retailcode: 'X' } })

  it("rejects with a NetworkFailure in the page's words when the network failed", async () => {
    const browserError = new TypeError('Failed to fetch')
    const failure = call(failingClient(browserError, () => '网络异常，请检查网络'))
    await expect(failure).rejects.toBeInstanceOf(NetworkFailure)
    await expect(failure).rejects.toMatchObject({ message: '网络异常，请检查网络', cause: browserError })
  })
  it('also when the time ran out', async () => {
    const timeout = new DOMException('signal timed out', 'TimeoutError')
    await expect(call(failingClient(timeout, () => 'Network error, please check your connection'))).rejects.toMatchObject({
      name: 'NetworkFailure',
      message: 'Network error, please check your connection',
    })
  })
  it("keeps the browser's text when no message is supplied", async () => {
    await expect(call(failingClient(new TypeError('Failed to fetch')))).rejects.toMatchObject({
      name: 'NetworkFailure',
      message: 'Failed to fetch',
    })
  })
  it.each([
    ['a JSON answer', 'application/json', 200, '{"code":200,'],
    ["a proxy's error page (not JSON, not ok)", 'text/html', 502, '<html><body>Bad'],
    ['a plain text answer', 'text/plain', 200, 'partial'],
  ])('also when the body of %s is cut off after the headers came (the page being left, in Chromium)', async (_, type, status, start) => {
    const cut = new TypeError('Failed to fetch')
    const client = createClient<paths>({
      baseUrl: 'http://shop.test',
      fetch: async () =>
        new Response(
          new ReadableStream({
            start(controller) {
              controller.enqueue(new TextEncoder().encode(start))
              controller.error(cut)
            },
          }),
          { status, headers: { 'content-type': type } },
        ),
    })
    client.use(
      createConventionsMiddleware({
        getToken: () => null,
        now: () => 1,
        onSessionInvalid: vi.fn(),
        networkFailureMessage: () => '网络异常，请检查网络',
      }),
    )
    const failure = call(client)
    await expect(failure).rejects.toBeInstanceOf(NetworkFailure)
    await expect(failure).rejects.toMatchObject({ message: '网络异常，请检查网络', cause: cut })
  })
  it("leaves the caller's own abort an abort", async () => {
    const abort = new DOMException('The user aborted a request.', 'AbortError')
    await expect(call(failingClient(abort, () => '网络异常，请检查网络'))).rejects.toBe(abort)
  })
})

describe("the contract's refusal of a request", () => {
  function refusingClient(answer: { status: number; body: unknown }, schemaRefusalMessage?: () => string) {
    const client = createClient<paths>({
      baseUrl: 'http://shop.test',
      fetch: async () =>
        new Response(JSON.stringify(answer.body), {
          status: answer.status,
          headers: { 'content-type': 'application/json', 'content-length': '999' },
        }),
    })
    client.use(createConventionsMiddleware({ getToken: () => null, now: () => 1, onSessionInvalid: vi.fn(), schemaRefusalMessage }))
    return client
  }
  const addToCart = (client: ReturnType<typeof refusingClient>) =>
    unwrap(
      client.POST('/api/business/C_cart', {
        body: { productid: 'p1', number: 1, duration: 1000, durationunion: 'month' },
      }),
    )
  const generic = () => '提交的内容不符合要求，请检查后重试'

  it("answers the page's generic words instead of the schema text, keeping the code", async () => {
    for (const msg of [
      'body.duration: must be <= 999',
      'body.productDetails.0.duration: must be <= 999',
      'querystring.pageSize: must be <= 100',
      'params.id: must match pattern "^[A-Za-z0-9_-]{1,64}$"',
      "body: must have required property 'productid'",
      'body: 请求体不能为空',
      'request: invalid',
    ]) {
      const failure = addToCart(refusingClient({ status: 400, body: { code: 400, msg, data: null } }, generic))
      await expect(failure, msg).rejects.toMatchObject({ code: 400, status: 400, message: generic() })
    }
  })

  it("leaves a service's own refusal (a rule, in words for people) and other codes as the server wrote them", async () => {
    for (const [status, msg] of [
      [400, '购物车中同一产品的数量不能超过9999'],
      [400, '金额无效: 1e21'],
      [409, 'body.duration: must be <= 999'],
      [429, '请求过于频繁，请稍后再试'],
    ] as const) {
      const failure = addToCart(refusingClient({ status, body: { code: status, msg, data: null } }, generic))
      await expect(failure, msg).rejects.toMatchObject({ code: status, message: msg })
    }
  })

  it("keeps the server's text when no message is supplied", async () => {
    const failure = addToCart(refusingClient({ status: 400, body: { code: 400, msg: 'body.duration: must be <= 999', data: null } }))
    await expect(failure).rejects.toMatchObject({ code: 400, message: 'body.duration: must be <= 999' })
  })
})

describe('unwrap', () => {
  const response = new Response(null, { status: 200 })
  it('hands back data on code 200', async () => {
    await expect(unwrap(Promise.resolve({ data: { code: 200, msg: 'ok', data: { id: 'p1' } }, response }))).resolves.toEqual({ id: 'p1' })
  })
  it('rejects with the server msg on another code', async () => {
    const failure = unwrap(Promise.resolve({ data: { code: 409, msg: '冲突' }, response }))
    await expect(failure).rejects.toBeInstanceOf(ApiError)
    await expect(failure).rejects.toMatchObject({ code: 409, message: '冲突' })
  })
  it('rejects with the error envelope of an HTTP error', async () => {
    const failure = unwrap(Promise.resolve({ error: { code: 400, msg: 'invalid' }, response: new Response(null, { status: 400 }) }))
    await expect(failure).rejects.toMatchObject({ code: 400, message: 'invalid', status: 400 })
  })
})
