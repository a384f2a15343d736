// A live store's configuration (issue 21): production with every real provider's settings (the fakes' own, so the
// keys are real) picks the real providers, frames WeChat's QR page, refuses the bank QR it has no gateway for, and
// leaves invoice numbers to the clerk.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { readConfig } from '../../server/config'
import { PRODUCT_IDS } from '../../server/db/seed-data/products'
import { AlipayProvider } from '../../server/providers/alipay/alipay-provider'
import { AliyunSmsProvider } from '../../server/providers/aliyun-sms/aliyun-sms-provider'
import { ClerkInvoiceIssuer } from '../../server/providers/invoice-clerk-issuer'
import { PaymentGateways } from '../../server/providers/payment-gateways'
import { selectProviders } from '../../server/providers/select-providers'
import { WechatOpenLoginProvider } from '../../server/providers/wechat-login/wechat-login-provider'
import { WechatPayProvider } from '../../server/providers/wechat-pay/wechat-pay-provider'
import { startAlipayFake, type AlipayFake } from '../../tools/fake-platforms/alipay-fake'
import { startAliyunSmsFake, type AliyunSmsFake } from '../../tools/fake-platforms/aliyun-sms-fake'
import { startWechatOpenFake, type WechatOpenFake } from '../../tools/fake-platforms/wechat-open-fake'
import { startWechatPayFake, type WechatPayFake } from '../../tools/fake-platforms/wechat-pay-fake'
import { TEST_LICENSE_SIGNING_KEY } from './support/license-test-key'
import { startTestApp, type TestApp } from './support/test-app'

let sms: AliyunSmsFake
let wechatOpen: WechatOpenFake
let wechatPay: WechatPayFake
let alipay: AlipayFake
let t: TestApp | undefined
let env: Record<string, string>

beforeAll(async () => {
  sms = await startAliyunSmsFake()
  wechatOpen = await startWechatOpenFake({ callbackDomain: 'shop.example.com' })
  wechatPay = await startWechatPayFake()
  alipay = await startAlipayFake()
  env = {
    APP_ENV: 'production',
    PUBLIC_BASE_URL: 'https://shop.example.com',
    LICENSE_SIGNING_KEY: TEST_LICENSE_SIGNING_KEY,
    FILE_URL_SECRET: 'f'.repeat(64),
    LICENSE_URL_SECRET: 'l'.repeat(64),
    ...sms.settingsEnv,
    ...wechatOpen.settingsEnv,
    ...wechatPay.settingsEnv,
    ...alipay.settingsEnv,
  }
})
afterAll(async () => {
  await t?.close()
  await Promise.all([sms?.close(), wechatOpen?.close(), wechatPay?.close(), alipay?.close()])
})

it('picks the real providers, names a provider left out, and wants both URL secrets', () => {
  const config = readConfig(env)
  expect(config).toMatchObject({ sandboxProviders: false, devRoutes: false, frameOrigins: [new URL(wechatOpen.url).origin] })
  const {
    ALIPAY_APP_ID: _appId,
    ALIPAY_APP_PRIVATE_KEY: _key,
    ALIPAY_PUBLIC_KEY: _public,
    ALIPAY_SELLER_ID: _seller,
    ALIPAY_GATEWAY: _gateway,
    ...noAlipay
  } = env
  expect(() => readConfig(noAlipay)).toThrow(
    /missing: Alipay \(ALIPAY_APP_ID, ALIPAY_APP_PRIVATE_KEY, ALIPAY_PUBLIC_KEY, ALIPAY_SELLER_ID\)/,
  )
  const { FILE_URL_SECRET: _secret, ...noFileSecret } = env
  expect(() => readConfig(noFileSecret)).toThrow(/missing: FILE_URL_SECRET/)
})

it('serves as a live store: real providers, WeChat framed, the bank QR refused, invoices left to the clerk', async () => {
  t = await startTestApp({ env })
  const live = selectProviders(readConfig(env), t.db)
  expect(live.sms).toBeInstanceOf(AliyunSmsProvider)
  expect(live.wechat).toBeInstanceOf(WechatOpenLoginProvider)
  expect(live.payment).toBeInstanceOf(PaymentGateways)
  expect([live.payment.supports('wxpay'), live.payment.supports('alipay'), live.payment.supports('cmbpay')]).toEqual([true, true, false])
  expect(live.wechatPay).toBeInstanceOf(WechatPayProvider)
  expect(live.alipay).toBeInstanceOf(AlipayProvider)
  expect(live.invoice).toBeInstanceOf(ClerkInvoiceIssuer)
  expect(live.invoice.autoApprove).toBe(false)

  const page = await t.call('GET', '/pc/Home')
  expect(String(page.headers['content-security-policy'])).toContain(`frame-src 'self' ${new URL(wechatOpen.url).origin}`)
  expect((await t.call('GET', '/api/sandbox/sms-outbox?phone=13500000000')).status).toBe(404)

  const token = await (async () => {
    const phone = '13500000181'
    expect((await t!.call('POST', `/api/business/C_customers/sendVerCode?phone=${phone}`)).json.code).toBe(200)
    const login = await t!.call('POST', '/api/business/C_customers/loginByPhone', { body: { phone, verCode: sms.latestCode(phone) } })
    return login.json.msg as string
  })()
  const order = await t.call('POST', '/api/business/C_orderManage', {
    token,
    body: {
      productDetails: [{ productid: PRODUCT_IDS.mapStandard, durationunion: 'month', duration: 1, number: 1 }],
      paymentamount: 699,
      receivername: '王五',
      receiverphone: '13500000181',
    },
  })
  const bank = await t.call('POST', '/api/cmbpay/createQrCode', { token, body: { orderNum: order.json.data.ordernum, price: 699 } })
  expect(bank.json).toEqual({ code: 400, msg: '该支付方式暂未开通，请选择其他支付方式', data: null })
})
