// What a paying customer has when polling: a bearer token from the sandbox SMS login and an unpaid order made through
// the real order call, both through the real API of a running server.
async function call(baseUrl: string, method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const json = (await response.json()) as { code: number; msg: string; data: { code?: string; id?: string } | null }
  if (json.code !== 200) throw new Error(`${method} ${path}: ${JSON.stringify(json)}`)
  return json
}

export interface PollFixture {
  token: string
  orderId: string
}

export async function pollFixture(baseUrl: string, phone = '13500009019'): Promise<PollFixture> {
  await call(baseUrl, 'POST', `/api/business/C_customers/sendVerCode?phone=${phone}`)
  const outbox = await call(baseUrl, 'GET', `/api/sandbox/sms-outbox?phone=${phone}`)
  const token = (await call(baseUrl, 'POST', '/api/business/C_customers/loginByPhone', { phone, verCode: outbox.data?.code })).msg
  const order = await call(
    baseUrl,
    'POST',
    '/api/business/C_orderManage',
    {
      productDetails: [{ productid: 'prod-map-standard', durationunion: 'month', duration: 1, number: 1 }],
      paymentamount: 699,
      receivername: '压测',
      receiverphone: phone,
      purchasemethod: 'online',
      paymentstate: '0',
    },
    token,
  )
  return { token, orderId: String(order.data?.id) }
}
