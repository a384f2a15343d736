// The cross-customer test: every signed-in operation is called by customer B with customer A's ids (path ids, user
// ids, order numbers, trade numbers, phones) and must refuse (403 or 404) without showing or changing anything of A.
// An operation that is built (not 501) must appear here, either as a case or as an exemption with its reason.
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  annexFiles,
  authTokens,
  forumComments,
  forumPosts,
  forumReplies,
  cartItems,
  contracts,
  customers,
  invoices,
  licenses,
  orderDetails,
  orders,
  payments,
  permitCodes,
} from '../../server/db/schema'
import { NOT_OPEN_OPERATIONS } from '../../server/http/not-open-operations'
import { PRODUCT_IDS } from '../../server/db/seed-data/products'
import { listOperations, loadOpenApi } from '../support/openapi-document'
import { payOrder } from './support/paid-orders'
import { startTestApp, type TestApp } from './support/test-app'

const A_PHONE = '13500000071'
const B_PHONE = '13500000072'

interface Owned {
  userid: string
  phone: string
  cartId: string
  orderId: string
  orderNum: string
  outTradeNo: string
  sessionId: string
  contractId: string
  fileId: string
  invoiceId: string
  invoiceFileId: string
  /** A paid order of A's with a licence made for A's machine, and a line with a seat left. */
  paidOrderNum: string
  paidLineId: string
  licenceId: string
  machinecode: string
  /** A's forum question, A's comment on it and A's reply under that comment. */
  forumPostId: string
  forumCommentId: string
  forumReplyId: string
}

type Request = { method: string; url: string; body?: unknown }

/** B's request naming A's resource, per operation. */
const CASES: Record<string, (a: Owned) => Request[]> = {
  getCustomerByPhone: (a) => [{ method: 'GET', url: `/api/business/C_customers/byPhone/${a.phone}` }],
  updateCustomer: (a) => [
    { method: 'PUT', url: `/api/business/C_customers/${a.userid}`, body: { username: '乙' } },
    {
      method: 'PUT',
      url: `/api/business/C_customers/${a.userid}`,
      body: { id: a.userid, username: '乙', companyname: '乙公司', email: 'b@example.com', companysocialcreditcode: '91110108MA01HC3P7M' },
    },
    // A form the rules would refuse is still refused as another customer's first (403, not 400).
    { method: 'PUT', url: `/api/business/C_customers/${a.userid}`, body: { companysocialcreditcode: '91110108MA01HC3P7N' } },
  ],
  listOrdersByStatus: (a) => [
    { method: 'POST', url: '/api/business/C_customers/getOrderListWithStatus', body: { userid: a.userid, currentPage: 1, pageSize: 10 } },
  ],
  listCartItems: (a) => [{ method: 'POST', url: '/api/business/C_cart/getList', body: { userid: a.userid } }],
  createCartItem: (a) => [
    {
      method: 'POST',
      url: '/api/business/C_cart',
      body: { userid: a.userid, productid: PRODUCT_IDS.mapStandard, durationunion: 'month', duration: 1, number: 1 },
    },
  ],
  updateCartItem: (a) => [
    {
      method: 'PUT',
      url: `/api/business/C_cart/${a.cartId}`,
      body: { productid: PRODUCT_IDS.mapStandard, durationunion: 'month', duration: 1, number: 9 },
    },
  ],
  deleteCartItem: (a) => [{ method: 'DELETE', url: `/api/business/C_cart/${a.cartId}` }],
  batchRemoveCartItems: (a) => [{ method: 'DELETE', url: `/api/business/C_cart/batchRemove/${a.cartId}` }],
  createOrder: (a) => [
    {
      method: 'POST',
      url: '/api/business/C_orderManage',
      body: {
        userid: a.userid,
        productDetails: [{ productid: PRODUCT_IDS.mapStandard, durationunion: 'week', duration: 1, number: 1 }],
        paymentamount: 199,
        receivername: '乙',
        receiverphone: B_PHONE,
      },
    },
  ],
  getOrderDetail: (a) => [{ method: 'GET', url: `/api/business/C_orderManage/detail/${a.orderId}` }],
  getOrderPaymentState: (a) => [{ method: 'GET', url: `/api/business/C_orderManage/status/${a.orderId}` }],
  listOrderLines: (a) => [{ method: 'POST', url: '/api/business/C_orderDetail/getList', body: { ordercode: a.orderNum } }],
  listOrdersWithLines: (a) => [{ method: 'POST', url: '/api/business/C_orderManage/getorderDetailList', body: { userid: a.userid } }],
  createPaymentQrCode: (a) => [{ method: 'POST', url: '/api/pay/wx/createQrCode', body: { orderNum: a.orderNum } }],
  createAlipayForm: (a) => [{ method: 'POST', url: '/api/pay/ali/toPay', body: { orderNum: a.orderNum } }],
  createBankQrCode: (a) => [{ method: 'POST', url: '/api/cmbpay/createQrCode', body: { orderNum: a.orderNum } }],
  queryPaymentStatus: (a) => [
    { method: 'POST', url: '/api/pay/wx/queryPayStatus', body: { OutTradeNo: a.orderNum, phone: B_PHONE } },
    { method: 'POST', url: '/api/pay/wx/queryPayStatus', body: { OutTradeNo: a.outTradeNo, phone: B_PHONE } },
    { method: 'POST', url: '/api/pay/wx/queryPayStatus', body: { OutTradeNo: a.orderNum, phone: a.phone } },
  ],
  revokeSession: (a) => [{ method: 'DELETE', url: `/api/oauth/sessions/${a.sessionId}` }],
  listContracts: (a) => [
    { method: 'POST', url: '/api/business/C_contracts/getList', body: { purchaserid: a.userid } },
    { method: 'POST', url: '/api/business/C_contracts/getList', body: { purchaserid: a.userid, contractnum: 'CROSS-A' } },
  ],
  getContract: (a) => [{ method: 'GET', url: `/api/business/C_contracts/detail/${a.contractId}` }],
  getAnnexDownloadUrl: (a) => [
    { method: 'GET', url: `/api/file/Download/annex/${a.fileId}` },
    { method: 'GET', url: `/api/file/Download/annex/${a.invoiceFileId}` },
  ],
  listInvoices: (a) => [{ method: 'POST', url: '/api/business/C_invoice/getList', body: { userid: a.userid, currentPage: 1 } }],
  getInvoice: (a) => [{ method: 'GET', url: `/api/business/C_invoice/detail/${a.invoiceId}` }],
  reissueInvoice: (a) => [
    { method: 'POST', url: '/api/business/C_invoice/reInvoice', body: { id: a.invoiceId, remark: '乙要重开' } },
    // A title the rules would refuse is still refused as another customer's first (403, not 400).
    { method: 'POST', url: '/api/business/C_invoice/reInvoice', body: { id: a.invoiceId, type: 1 } },
  ],
  createInvoice: (a) => [
    { method: 'POST', url: '/api/business/C_invoice', body: { orderid: a.orderId, ratenumber: '91110000MA01ABCD2Q' } },
    { method: 'POST', url: '/api/business/C_invoice', body: { orderid: a.orderId, ratenumber: '91110000MA01ABCD2Q', userid: a.userid } },
  ],
  listLicensableOrders: (a) => [{ method: 'POST', url: '/api/business/C_orderManage/getlicenseList', body: { orderuserid: a.userid } }],
  listLicenses: (a) => [
    { method: 'POST', url: '/api/business/C_license/getList', body: { machinecode: a.machinecode, orderuserid: a.userid } },
  ],
  listLicensesByPhone: (a) => [{ method: 'GET', url: `/api/business/C_license/phoneList/${a.phone}` }],
  makeLicense: (a) => [
    { method: 'POST', url: '/api/business/C_license/makelicense', body: licenceRequest(a, 'CROSS-B-MACHINE') },
    {
      method: 'POST',
      url: '/api/business/C_license/makelicense',
      body: { ...licenceRequest(a, 'CROSS-B-MACHINE'), licensemakerid: a.userid },
    },
  ],
  batchMakeLicenses: (a) => [
    { method: 'POST', url: '/api/business/C_license/mutiBatchCreate', body: [licenceRequest(a, 'CROSS-B-MACHINE')] },
  ],
  getLicenseDownloadToken: (a) => [{ method: 'GET', url: `/api/business/C_license/Download/${a.licenceId}` }],
  listPermitCodes: (a) => [{ method: 'POST', url: '/api/business/C_permitcode/getList', body: { userid: a.userid } }],
  updateForumPost: (a) => [
    {
      method: 'PUT',
      url: `/api/Business/ForumPosts/${a.forumPostId}`,
      body: { postTitle: '乙改', postContent: '<p>乙</p>', postBiboid: 'general' },
    },
  ],
  deleteForumPost: (a) => [{ method: 'DELETE', url: `/api/business/Forum_posts/${a.forumPostId}` }],
  updateForumComment: (a) => [
    { method: 'PUT', url: `/api/Business/ForumComments/${a.forumCommentId}`, body: { postid: a.forumPostId, content: '乙改' } },
  ],
  deleteForumComment: (a) => [{ method: 'DELETE', url: `/api/business/Forum_comments/${a.forumCommentId}` }],
  updateForumReply: (a) => [
    { method: 'PUT', url: `/api/Business/ForumReply/${a.forumReplyId}`, body: { commentid: a.forumCommentId, content: '乙改' } },
  ],
  deleteForumReply: (a) => [{ method: 'DELETE', url: `/api/business/Forum_reply/${a.forumReplyId}` }],
  listMyForumComments: (a) => [{ method: 'POST', url: '/api/business/Forum_comments/getListByUser', body: { userid: a.userid } }],
  listMyForumCollections: (a) => [{ method: 'POST', url: '/api/Business/ForumCollect/getList', body: { userid: a.userid } }],
  listMyForumFollows: (a) => [{ method: 'POST', url: '/api/Business/ForumUserfocus/getList', body: { userid: a.userid } }],
}

/** A makelicense body naming A's paid order and line. */
const licenceRequest = (a: Owned, machinecode: string) => ({
  machinecode,
  productid: PRODUCT_IDS.mapStandard,
  orderdetailproductid: a.paidLineId,
  ordercode: a.paidOrderNum,
  duration: '1',
  durationunion: 'month',
})

/** Signed-in operations that take no id of another customer, and why. */
const EXEMPT: Record<string, string> = {
  logout: 'ends the caller’s own session (the token it is called with)',
  getCustomerInfo: 'answers the caller from the token; takes no id',
  getRetailerInfo: 'answers the calling reseller from the token; takes no id',
  getRetailerDetail: 'reseller operation (refuses a customer token): tests/server/cross-reseller.test.ts',
  listRetailLevels: 'reseller operation (refuses a customer token): tests/server/cross-reseller.test.ts',
  listRetailerOrders: 'reseller operation (refuses a customer token): tests/server/cross-reseller.test.ts',
  listSessions: 'lists the caller’s own sessions, from the token; takes no id',
  revokeSessions: 'signs out the caller’s own other (or all) sessions; takes only a scope',
  lookupRetailerCode: 'looks up a public invitation code; no customer data',
  listUpdateNotes: 'VIP content list; no customer data',
  listSoftwareDocuments: 'VIP content list; no customer data',
  listProductions: 'the catalogue’s productions (feature ids and modules); no customer data',
  applyTrialLicense: 'makes a trial for the caller from a public trial product; takes no id of another customer',
  makeLabStartLicense: 'makes a SummitLab trial for the caller from a public trial product; takes no id of another customer',
  createForumPost: 'posts a question as the caller (author from the token); takes no id of another customer',
  createForumComment: 'answers a public question as the caller; the post id is public',
  createForumReply: 'replies as the caller under a public comment; touserid only names whom it answers (checked to take part)',
  likeForumPost: 'the caller’s own like of a public post (tests/server/forum-reactions.test.ts)',
  unlikeForumPost: 'takes back the caller’s own like only',
  collectForumPost: 'the caller’s own collection of a public post',
  uncollectForumPost: 'removes a post from the caller’s own collection only',
  getForumCollectState: 'answers whether the caller collected a public post, and its public count',
  followForumUser: 'the caller follows a user (a public author); the row is the caller’s own',
  unfollowForumUser: 'ends the caller’s own follow only',
  uploadForumImage: 'stores an image as the caller; takes no id',
}

function securedBuiltOperations(): string[] {
  const document = loadOpenApi()
  return listOperations(document)
    .filter(({ operation }) => (operation.security ?? document.security ?? []).length > 0)
    .map(({ operationId }) => operationId)
    .filter((id) => !(NOT_OPEN_OPERATIONS as readonly string[]).includes(id))
}

let t: TestApp
let a: Owned
let aToken: string
let bToken: string

beforeAll(async () => {
  t = await startTestApp()
  aToken = await t.login(A_PHONE)
  bToken = await t.login(B_PHONE)
  const userid = (await t.call('GET', '/api/business/C_customers/userinfo', { token: aToken })).json.data.id
  const cart = await t.call('POST', '/api/business/C_cart', {
    token: aToken,
    body: { productid: PRODUCT_IDS.solidLite, durationunion: 'week', duration: 1, number: 2 },
  })
  expect(cart.json.code).toBe(200)
  const cartId = (await t.db.select().from(cartItems).where(eq(cartItems.userid, userid)))[0].id
  const order = await t.call('POST', '/api/business/C_orderManage', {
    token: aToken,
    body: {
      productDetails: [{ productid: PRODUCT_IDS.mapStandard, durationunion: 'week', duration: 1, number: 1 }],
      paymentamount: 199,
      receivername: '甲',
      receiverphone: A_PHONE,
    },
  })
  expect(order.json.code).toBe(200)
  const qr = await t.call('POST', '/api/pay/wx/createQrCode', { token: aToken, body: { orderNum: order.json.data.ordernum } })
  expect(qr.json.code).toBe(200)
  const sessions = await t.call('GET', '/api/oauth/sessions', { token: aToken })
  expect(sessions.json.code).toBe(200)
  const sessionId = sessions.json.data.list[0].id
  const fileId = 'annex-cross-a'
  await t.db.insert(annexFiles).values({ id: fileId, name: 'a.pdf', mimetype: 'application/pdf', content: 'JVBERg==' })
  const [contract] = await t.db
    .insert(contracts)
    .values({
      contractnum: 'CROSS-A-1',
      name: '甲的合同',
      contractmoney: '100.00',
      purchaserid: userid,
      contractfiles: JSON.stringify([{ fileId, name: 'a.pdf' }]),
    })
    .returning()
  // An issued invoice of A's with its PDF (the lifecycle itself is tests/server/invoices-lifecycle.test.ts).
  const invoiceFileId = 'annex-cross-a-invoice'
  await t.db.insert(annexFiles).values({ id: invoiceFileId, name: '电子发票.pdf', mimetype: 'application/pdf', content: 'JVBERg==' })
  const [invoice] = await t.db
    .insert(invoices)
    .values({
      userid,
      orderid: order.json.data.id,
      company: '甲公司',
      ratenumber: '91110108MA01HC3P7M',
      email: 'a@example.cn',
      status: 1,
      approveStatus: 1,
      amount: '199.00',
      amountgross: '199.00',
      invoicenum: '26119000000000000001',
      content: JSON.stringify([{ fileId: invoiceFileId, name: '电子发票.pdf' }]),
    })
    .returning()
  // A paid order of A's with two seats: one made into a licence for A's machine, one left.
  const paid = await payOrder(t, aToken, A_PHONE, {}, 2)
  const [paidLine] = await t.db.select().from(orderDetails).where(eq(orderDetails.orderid, paid.id))
  const machinecode = 'CROSS-A-MACHINE'
  const licence = await t.call('POST', '/api/business/C_license/makelicense', {
    token: aToken,
    body: { machinecode, productid: PRODUCT_IDS.mapStandard, orderdetailproductid: paidLine.id, ordercode: paid.ordernum },
  })
  expect(licence.json.code).toBe(200)
  // A's question, comment and reply (B's case: edit or delete them).
  const forumPost = await t.call('POST', '/api/business/Forum_posts', {
    token: aToken,
    body: { postTitle: '甲的问题', postContent: '<p>甲</p>', postBiboid: 'general' },
  })
  const forumComment = await t.call('POST', '/api/business/Forum_comments', {
    token: aToken,
    body: { postid: forumPost.json.data.id, content: '甲的回答' },
  })
  const forumReply = await t.call('POST', '/api/business/Forum_reply', {
    token: aToken,
    body: { commentid: forumComment.json.data.id, content: '甲的回复' },
  })
  expect([forumPost.json.code, forumComment.json.code, forumReply.json.code]).toEqual([200, 200, 200])
  a = {
    forumPostId: forumPost.json.data.id,
    forumCommentId: forumComment.json.data.id,
    forumReplyId: forumReply.json.data.id,
    paidOrderNum: paid.ordernum,
    paidLineId: paidLine.id,
    licenceId: licence.json.data.id,
    machinecode,
    userid,
    phone: A_PHONE,
    cartId,
    orderId: order.json.data.id,
    orderNum: order.json.data.ordernum,
    outTradeNo: qr.json.data.outTradeNo,
    sessionId,
    contractId: contract.id,
    fileId,
    invoiceId: invoice.id,
    invoiceFileId,
  }
})
afterAll(async () => {
  await t?.close()
})

/** Everything of A's the cases could touch, to compare before and after. */
async function snapshotOfA() {
  const orderRows = await t.db.select().from(orders).where(eq(orders.userid, a.userid))
  return {
    customer: await t.db.select().from(customers).where(eq(customers.id, a.userid)),
    cart: await t.db.select().from(cartItems).where(eq(cartItems.userid, a.userid)),
    orders: orderRows,
    payments: await t.db
      .select()
      .from(payments)
      .where(
        inArray(
          payments.orderid,
          orderRows.map((o) => o.id),
        ),
      ),
    invoices: await t.db.select().from(invoices).where(eq(invoices.userid, a.userid)),
    contracts: await t.db.select().from(contracts).where(eq(contracts.purchaserid, a.userid)),
    files: await t.db
      .select()
      .from(annexFiles)
      .where(inArray(annexFiles.id, [a.fileId, a.invoiceFileId])),
    lines: await t.db
      .select()
      .from(orderDetails)
      .where(
        inArray(
          orderDetails.orderid,
          orderRows.map((o) => o.id),
        ),
      ),
    licences: await t.db.select().from(licenses).where(eq(licenses.orderuserid, a.userid)),
    permitCodes: await t.db.select().from(permitCodes).where(eq(permitCodes.userid, a.userid)),
    forumPosts: await t.db.select().from(forumPosts).where(eq(forumPosts.postAdminid, a.userid)),
    forumComments: await t.db.select().from(forumComments).where(eq(forumComments.userid, a.userid)),
    forumReplies: await t.db.select().from(forumReplies).where(eq(forumReplies.userid, a.userid)),
    tokens: (await t.db.select().from(authTokens).where(eq(authTokens.subject_id, a.userid))).map((row) => [row.id, row.revoked_at]),
  }
}

describe('cross-customer: B calls every operation with A’s ids', () => {
  it('lists every built signed-in operation as a case or an exemption', () => {
    const missing = securedBuiltOperations().filter((id) => !(id in CASES) && !(id in EXEMPT))
    expect(missing, 'add these operations to CASES (or EXEMPT with a reason) in tests/server/cross-customer.test.ts').toEqual([])
    const stale = [...Object.keys(CASES), ...Object.keys(EXEMPT)].filter((id) => !securedBuiltOperations().includes(id))
    expect(stale).toEqual([])
  })

  it('refuses each with 403 or 404, shows nothing of A and changes nothing of A', async () => {
    const before = await snapshotOfA()
    const leaks: string[] = []
    for (const [operationId, requests] of Object.entries(CASES)) {
      for (const request of requests(a)) {
        const res = await t.call(request.method, request.url, { token: bToken, body: request.body })
        const refused = [403, 404].includes(res.status) && res.json?.code === res.status && res.json?.data === null
        const secrets = [
          a.orderNum,
          a.orderId,
          a.cartId,
          a.outTradeNo,
          a.sessionId,
          a.contractId,
          a.fileId,
          'CROSS-A-1',
          a.invoiceId,
          a.invoiceFileId,
          a.paidOrderNum,
          a.paidLineId,
          a.licenceId,
          a.machinecode,
        ]
        const shown = secrets.filter((secret) => res.body.includes(secret))
        if (!refused || shown.length > 0)
          leaks.push(`${operationId} ${request.method} ${request.url} -> ${res.status} ${res.body.slice(0, 200)}`)
      }
    }
    expect(leaks).toEqual([])
    expect(await snapshotOfA()).toEqual(before)
    // A can still use all of it.
    expect((await t.call('GET', `/api/business/C_orderManage/detail/${a.orderId}`, { token: aToken })).json.code).toBe(200)
    expect((await t.call('GET', `/api/business/C_contracts/detail/${a.contractId}`, { token: aToken })).json.code).toBe(200)
    expect((await t.call('GET', `/api/file/Download/annex/${a.fileId}`, { token: aToken })).json.code).toBe(200)
    expect((await t.call('GET', `/api/business/C_invoice/detail/${a.invoiceId}`, { token: aToken })).json.code).toBe(200)
    expect((await t.call('GET', `/api/file/Download/annex/${a.invoiceFileId}`, { token: aToken })).json.code).toBe(200)
    expect((await t.call('GET', `/api/business/C_license/Download/${a.licenceId}`, { token: aToken })).json.code).toBe(200)
    // B made no licence with A's order, and A's permit code is not in B's list.
    expect(await t.db.select().from(licenses).where(eq(licenses.machinecode, 'CROSS-B-MACHINE'))).toEqual([])
    const [aCode] = await t.db.select().from(permitCodes).where(eq(permitCodes.licenseid, a.licenceId))
    const bCodes = await t.call('POST', '/api/business/C_permitcode/getList', { token: bToken, body: {} })
    expect([bCodes.json.code, bCodes.body.includes(aCode.permitcode)]).toEqual([200, false])
    // B's own list never shows A's contract.
    const bList = await t.call('POST', '/api/business/C_contracts/getList', { token: bToken, body: {} })
    expect([bList.json.code, bList.json.data.pagination.total, bList.body.includes(a.contractId)]).toEqual([200, 0, false])
  })
})
