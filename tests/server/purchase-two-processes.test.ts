// Go-live (issue 21): two server processes in production mode on one throwaway PostgreSQL, with the real SMS, WeChat
// login, WeChat Pay and Alipay providers pointed at local fakes of those platforms that check every signature. One
// customer's purchase alternates between the processes: the SMS code sent by A is used on B, the order made on A is
// paid by a QR from B, the platforms notify B and A's next poll sees it paid; the WeChat login state set on A is
// honoured on B; the per-customer rate limit is counted across both.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freePort } from '../../tools/free-port'

import { startAlipayFake, type AlipayFake } from '../../tools/fake-platforms/alipay-fake'

import { startAliyunSmsFake, type AliyunSmsFake } from '../../tools/fake-platforms/aliyun-sms-fake'

import { startWechatOpenFake, type WechatOpenFake } from '../../tools/fake-platforms/wechat-open-fake'

import { startWechatPayFake, type WechatPayFake } from '../../tools/fake-platforms/wechat-pay-fake'

import { mapMonthOrder } from './support/payment-fixtures'

import { startThrowawayPostgres, throwawayPostgresUnavailable, type ThrowawayPostgres } from '../../tools/throwaway-postgres'

import { TEST_LICENSE_SIGNING_KEY } from './support/license-test-key'

import { callProcess, startServerProcess, stopServerProcess, type ServerProcess } from './support/server-processes'

const PER_CUSTOMER_LIMIT = 40

const unavailable = throwawayPostgresUnavailable()
if (unavailable) console.warn(`two-process purchase skipped: ${unavailable}`)

describe.skipIf(unavailable !== null)('a purchase served by two production processes on one PostgreSQL', () => {
  let cluster: ThrowawayPostgres
  let sms: AliyunSmsFake
  let wechatOpen: WechatOpenFake
  let wechatPay: WechatPayFake
  let alipay: AlipayFake
  let a: ServerProcess
  let b: ServerProcess

  beforeAll(async () => {
    cluster = await startThrowawayPostgres()
    const portB = await freePort()
    sms = await startAliyunSmsFake()
    wechatOpen = await startWechatOpenFake({ callbackDomain: `127.0.0.1:${portB}` })
    wechatPay = await startWechatPayFake()
    alipay = await startAlipayFake()
    const env = {
      APP_ENV: 'production',
      DATABASE_URL: cluster.url,
      // The public origin (a load balancer in real life) is B here, so every platform notification reaches B.
      PUBLIC_BASE_URL: `http://127.0.0.1:${portB}`,
      LICENSE_SIGNING_KEY: TEST_LICENSE_SIGNING_KEY,
      FILE_URL_SECRET: 'f'.repeat(64),
      LICENSE_URL_SECRET: 'l'.repeat(64),
      SHUTDOWN_DRAIN_MS: '0',
      RATE_LIMIT_PER_IP: '1000000',
      RATE_LIMIT_PER_CUSTOMER: String(PER_CUSTOMER_LIMIT),
      ...sms.settingsEnv,
      ...wechatOpen.settingsEnv,
      ...wechatPay.settingsEnv,
      ...alipay.settingsEnv,
    }
    // Started one after the other: the second finds the schema migrated and the catalogue seeded by the first.
    a = await startServerProcess(env)
    b = await startServerProcess({ ...env, PORT: String(portB) })
  }, 240_000)

  afterAll(async () => {
    await stopServerProcess(a)
    await stopServerProcess(b)
    await Promise.all([sms?.close(), wechatOpen?.close(), wechatPay?.close(), alipay?.close()])
    await cluster?.stop()
  })

  it('runs as a live store: both ready, no sandbox pages, no simulated payments', async () => {
    for (const server of [a, b]) {
      expect(await callProcess(server, 'GET', '/api/ready')).toMatchObject({ status: 200, data: { database: 'ok', changeFeed: 'live' } })
      expect((await callProcess(server, 'GET', '/api/sandbox/sms-outbox?phone=13800000000')).status).toBe(404)
      expect(server.output()).not.toContain('PAYMENTS ARE SIMULATED')
    }
  })

  it('login on one, order on the other, paid by WeChat Pay and by Alipay with each notification on B and the poll on A', async () => {
    const phone = '13512340021'
    // The SMS code: sent through A (a signed SendSms at the fake), refused again on B within the minute, used on B.
    expect((await callProcess(a, 'POST', `/api/business/C_customers/sendVerCode?phone=${phone}`)).code).toBe(200)
    expect((await callProcess(b, 'POST', `/api/business/C_customers/sendVerCode?phone=${phone}`)).code).toBe(429)
    const code = sms.latestCode(phone)
    expect(code).toMatch(/^\d{6}$/)
    expect(sms.refusals()).toEqual([])
    const login = await callProcess(b, 'POST', '/api/business/C_customers/loginByPhone', { body: { phone, verCode: code } })
    expect(login.code).toBe(200)
    const token = login.msg

    const order = async (server: ServerProcess) => {
      const created = await callProcess(server, 'POST', '/api/business/C_orderManage', {
        token,
        body: mapMonthOrder('王五', phone),
      })
      expect(created.code).toBe(200)
      return created.data as { id: string; ordernum: string }
    }
    const poll = async (server: ServerProcess, id: string) =>
      (await callProcess(server, 'GET', `/api/business/C_orderManage/status/${id}`, { token })).data.paymentstate

    // WeChat Pay: order on A, QR from B (a signed native order at the fake), the fake notifies B, A's poll sees it.
    const first = await order(a)
    const qr = await callProcess(b, 'POST', '/api/pay/wx/createQrCode', { token, body: { orderNum: first.ordernum, price: 699 } })
    expect(qr.code).toBe(200)
    const outTradeNo = qr.data.outTradeNo as string
    expect(qr.data.qrContent).toBe(wechatPay.trade(outTradeNo)?.codeUrl)
    expect(wechatPay.trade(outTradeNo)).toMatchObject({ totalFen: 69_900, notifyUrl: `${b.base}/api/pay/notify/wechat` })
    expect(wechatPay.requests.every((request: { signatureValid: boolean }) => request.signatureValid)).toBe(true)
    expect(await poll(a, first.id)).toBe(0)
    expect((await wechatPay.pay(outTradeNo)).status).toBe(204)
    expect(await poll(a, first.id)).toBe(1)
    // WeChat Pay retries: acknowledged, applied once.
    expect((await wechatPay.resend(outTradeNo)).status).toBe(204)

    // Alipay: order on B, the page-pay form from A (signed, accepted by the fake's gateway), the fake notifies B.
    const second = await order(b)
    const form = await callProcess(a, 'POST', '/api/pay/ali/toPay', { token, body: { orderNum: second.ordernum, price: 699 } })
    expect(form.code).toBe(200)
    expect((await alipay.submitForm(form.data as string)).status).toBe(200)
    const alipayTrade = [...alipay.trades.keys()].find((key) => key.startsWith(second.ordernum)) as string
    expect(alipayTrade).toBeDefined()
    expect(await poll(a, second.id)).toBe(0)
    expect(await alipay.pay(alipayTrade)).toMatchObject({ status: 200, body: 'success' })
    expect(await poll(a, second.id)).toBe(1)

    // Both processes show both orders paid.
    for (const server of [a, b])
      for (const { id } of [first, second]) {
        const detail = await callProcess(server, 'GET', `/api/business/C_orderManage/detail/${id}`, { token })
        expect(detail.data).toMatchObject({ id, paymentstate: 1 })
      }
  })

  it('a WeChat login state set by A is honoured by B; one set by another browser is not', async () => {
    const render = await fetch(`${a.base}/api/business/C_customers/render`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    const cookie = (render.headers.get('set-cookie') ?? '').split(';')[0]
    const { msg: url } = (await render.json()) as { msg: string }
    const state = new URL(url).searchParams.get('state') as string
    // The browser shows WeChat's QR page (the fake checks our appid and that redirect_uri is on our domain).
    expect((await fetch(url)).status).toBe(200)
    const redirect = new URL(wechatOpen.scan(state, { unionid: 'union-two-processes', nickname: '两进程' }))
    const exchange = (withCookie: string) =>
      fetch(`${b.base}/api/business/C_customers/callback`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: withCookie },
        body: JSON.stringify({ code: redirect.searchParams.get('code'), state: redirect.searchParams.get('state') }),
      }).then((r) => r.json() as Promise<{ code: number; msg: string; data: { unionid?: string } | null }>)
    const foreign = await exchange('summit_wx_state=someone-else')
    expect(foreign.code).not.toBe(200)
    const bound = await exchange(cookie)
    expect(bound).toMatchObject({ code: 200, msg: '首次扫码登录需要绑定手机号', data: { unionid: 'union-two-processes' } })
  })

  it('counts one customer’s requests across both processes against one limit', async () => {
    const phone = '13512340022'
    expect((await callProcess(a, 'POST', `/api/business/C_customers/sendVerCode?phone=${phone}`)).code).toBe(200)
    const login = await callProcess(b, 'POST', '/api/business/C_customers/loginByPhone', {
      body: { phone, verCode: sms.latestCode(phone) },
    })
    const token = login.msg
    let accepted = 0
    for (let i = 0; i < PER_CUSTOMER_LIMIT * 2; i += 1) {
      const answer = await callProcess(i % 2 === 0 ? a : b, 'GET', '/api/business/C_customers/userinfo', { token })
      if (answer.status === 429) break
      expect(answer.code).toBe(200)
      accepted += 1
    }
    expect(accepted).toBe(PER_CUSTOMER_LIMIT)
  })
})
