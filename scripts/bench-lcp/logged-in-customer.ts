// The demo customer logged in through the real API, with an unpaid order to open /pc/paystep on.
import { createHash } from 'node:crypto'
import { DEMO_CUSTOMER_ACCOUNT, DEMO_CUSTOMER_PASSWORD, DEMO_CUSTOMER_PHONE } from '../../server/db/seed-data/demo-accounts'
import { PRODUCT_IDS } from '../../server/db/seed-data/products'
import { STORAGE_PREFIX, TOKEN_KEY } from '../../src/storage/storage'

interface Envelope<T> {
  code: number
  msg: string
  data: T
}

async function call<T>(response: Promise<Response>, what: string): Promise<T> {
  const answer = (await (await response).json()) as Envelope<T>
  if (answer.code !== 200) throw new Error(`${what} answered ${answer.code}: ${answer.msg}`)
  return answer.data
}

export interface LoggedInCustomer {
  /** localStorage entries that make the app start logged in (where the app keeps its token). */
  storage: Record<string, string>
  unpaidOrderId: string
}

export async function loggedInCustomer(baseUrl: string): Promise<LoggedInCustomer> {
  const password = createHash('md5').update(DEMO_CUSTOMER_PASSWORD).digest('hex')
  const { token } = await call<{ token: string }>(
    fetch(`${baseUrl}/api/oauth/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ account: DEMO_CUSTOMER_ACCOUNT, password }).toString(),
    }),
    'login',
  )
  const order = await call<{ id: string }>(
    fetch(`${baseUrl}/api/business/C_orderManage`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        productDetails: [{ productid: PRODUCT_IDS.mapStandard, durationunion: 'month', duration: 1, number: 1 }],
        paymentamount: 699,
        receivername: '李四',
        receiverphone: DEMO_CUSTOMER_PHONE,
      }),
    }),
    'create order',
  )
  return {
    storage: { [`${STORAGE_PREFIX}${TOKEN_KEY}`]: JSON.stringify({ type: 'String', value: token }) },
    unpaidOrderId: order.id,
  }
}
