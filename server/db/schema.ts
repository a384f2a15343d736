import { sql } from 'drizzle-orm'
import type { ContentTranslations } from '../../domain/content-language'
import {
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'

// Column names are the field names of the specs (storefront.md and portal.md section 3), unchanged, and every
// TS property carries the same name, so an API row maps 1:1 onto a table row.
// Money is numeric(14,2): drizzle returns it as a string, which avoids float drift (0.1 + 0.2).

const id = () =>
  text('id')
    .primaryKey()
    .default(sql`gen_random_uuid()::text`)
// The en and zh-TW texts of a content row (domain/content-language.ts); its own columns hold zh-CN.
const translations = () => jsonb('translations').$type<ContentTranslations>().notNull().default({})
const creatortime = () => timestamp('creatortime', { withTimezone: true }).notNull().defaultNow()
const money = (name: string) => numeric(name, { precision: 14, scale: 2 })
const tstz = (name: string) => timestamp(name, { withTimezone: true })

// ---------------------------------------------------------------- identities and sessions

export const customers = pgTable(
  'customers',
  {
    id: id(),
    username: text('username'),
    phonenum: text('phonenum').notNull(),
    email: text('email'),
    companyname: text('companyname'),
    companysocialcreditcode: text('companysocialcreditcode'),
    companytaxation: text('companytaxation'),
    address: text('address'),
    usertype: text('usertype'),
    clientidentity: text('clientidentity'),
    // 2 = VIP level; with vippermission 1 it unlocks software updates and documents.
    userleval: smallint('userleval').notNull().default(0),
    vippermission: smallint('vippermission').notNull().default(0),
    bankaccountname: text('bankaccountname'),
    bankaccount: text('bankaccount'),
    sortcode: integer('sortcode'),
    description: text('description'),
    // WeChat binding (loginByWx): one customer per openId / unionId.
    openid: text('openid'),
    unionid: text('unionid'),
    // Legacy account-and-password login: scrypt of the MD5 hex the client sends (never the password or its MD5).
    account: text('account'),
    password_hash: text('password_hash'),
    creatortime: creatortime(),
  },
  (t) => [
    uniqueIndex('customers_phonenum_uq').on(t.phonenum),
    uniqueIndex('customers_openid_uq').on(t.openid),
    uniqueIndex('customers_unionid_uq').on(t.unionid),
    uniqueIndex('customers_account_uq').on(t.account),
  ],
)

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: id(),
    // sha256 of the opaque bearer token; the token itself is never stored.
    token_hash: text('token_hash').notNull(),
    subject_id: text('subject_id').notNull(),
    subject_kind: text('subject_kind', { enum: ['customer', 'retailer'] }).notNull(),
    created_at: tstz('created_at').notNull().defaultNow(),
    expires_at: tstz('expires_at').notNull(),
    revoked_at: tstz('revoked_at'),
    // Sessions page: when the token was last presented (updated at most once a minute) and a coarse device label
    // made from the User-Agent at login ("Chrome · Windows"), never the User-Agent itself.
    last_used_at: tstz('last_used_at'),
    device: text('device'),
  },
  (t) => [uniqueIndex('auth_tokens_token_hash_uq').on(t.token_hash), index('auth_tokens_subject_idx').on(t.subject_kind, t.subject_id)],
)

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: id(),
    phone: text('phone').notNull(),
    code_hash: text('code_hash').notNull(),
    // 'customer-login' | 'retailer-login' | 'wx-bind' ... chosen by the auth module.
    purpose: text('purpose').notNull(),
    created_at: tstz('created_at').notNull().defaultNow(),
    expires_at: tstz('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    used_at: tstz('used_at'),
    ip: text('ip'),
  },
  (t) => [index('sms_codes_phone_idx').on(t.phone, t.purpose, t.created_at), index('sms_codes_ip_idx').on(t.ip, t.created_at)],
)

// Failed legacy password logins, counted per account over a window (lockout), whether or not the account exists.
export const loginFailures = pgTable(
  'login_failures',
  {
    id: id(),
    account: text('account').notNull(),
    ip: text('ip'),
    created_at: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('login_failures_account_idx').on(t.account, t.created_at)],
)

// One row per invitation code a customer tried that matched no reseller: the guessing limit counts them.
export const retailerCodeMisses = pgTable(
  'retailer_code_misses',
  {
    id: id(),
    userid: text('userid').notNull(),
    created_at: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('retailer_code_misses_user_idx').on(t.userid, t.created_at)],
)

// One row per QR login attempt: the state bound to the browser by a cookie; after an exchange for an unbound
// WeChat identity it remembers the verified openid/unionid so loginByWx can trust them.
export const wechatLogins = pgTable(
  'wechat_logins',
  {
    id: id(),
    state: text('state').notNull(),
    created_at: tstz('created_at').notNull().defaultNow(),
    expires_at: tstz('expires_at').notNull(),
    openid: text('openid'),
    unionid: text('unionid'),
    verified_at: tstz('verified_at'),
    completed_at: tstz('completed_at'),
  },
  (t) => [uniqueIndex('wechat_logins_state_uq').on(t.state)],
)

// The sandbox WeChat provider's one-time authorisation codes (development and tests only; stored hashed).
export const wechatSandboxCodes = pgTable(
  'wechat_sandbox_codes',
  {
    id: id(),
    code_hash: text('code_hash').notNull(),
    state: text('state').notNull(),
    identity: text('identity').notNull(),
    created_at: tstz('created_at').notNull().defaultNow(),
    expires_at: tstz('expires_at').notNull(),
    used_at: tstz('used_at'),
  },
  (t) => [uniqueIndex('wechat_sandbox_codes_code_hash_uq').on(t.code_hash)],
)

// The general rate limit's counters (server/rate-limit): one row per key (ip:<addr> or customer:<id>) and fixed
// window, in the database so that every server process on it shares them.
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    window_ends_at: tstz('window_ends_at').notNull(),
  },
  (t) => [index('rate_limit_counters_window_idx').on(t.window_ends_at)],
)

// ---------------------------------------------------------------- catalogue

export const products = pgTable(
  'products',
  {
    id: id(),
    name: text('name').notNull(),
    // Product line: SummitMap | SummitSolid | SummitLab | SummitTerra | SummitView.
    type: text('type').notNull(),
    typename: text('typename').notNull(),
    code: text('code'),
    description: text('description'),
    slogan: text('slogan'),
    intro: text('intro'),
    // JSON text lists: [{"url": "..."}]
    img: text('img'),
    pdffile: text('pdffile'),
    havefree: smallint('havefree').notNull().default(0),
    freeproductid: text('freeproductid'),
    enabledmark: smallint('enabledmark').notNull().default(1),
    saletype: text('saletype').notNull().default('online'),
    sortcode: integer('sortcode').notNull().default(0),
    profeatureid: text('profeatureid'),
    dogState: smallint('dogState').notNull().default(0),
    // 1 = priced by month, 2 = week-limited, otherwise (0) by week.
    ismonth: smallint('ismonth').notNull().default(0),
    // -1 means unknown (shown as ?).
    weekprice: money('weekprice').notNull().default('-1'),
    monthprice: money('monthprice').notNull().default('-1'),
    seasonprice: money('seasonprice').notNull().default('-1'),
    halfyearprice: money('halfyearprice').notNull().default('-1'),
    durationunion: text('durationunion'),
    duration: integer('duration'),
    count: integer('count'),
    // When set: the count is fixed to onemonth, the duration to limitduration.
    onemonth: integer('onemonth'),
    limitduration: integer('limitduration'),
    translations: translations(),
    creatortime: creatortime(),
  },
  (t) => [uniqueIndex('products_code_uq').on(t.code), index('products_type_idx').on(t.type, t.saletype, t.enabledmark)],
)

export const productFunctions = pgTable(
  'product_functions',
  {
    id: id(),
    productid: text('productid')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    pointdata: text('pointdata').notNull(),
    pointsubdata: text('pointsubdata'),
    functioncontent: text('functioncontent'),
    sortcode: integer('sortcode').notNull().default(0),
    enabledmark: smallint('enabledmark').notNull().default(1),
    translations: translations(),
    creatortime: creatortime(),
  },
  (t) => [index('product_functions_productid_idx').on(t.productid)],
)

export const productDetails = pgTable(
  'product_details',
  {
    id: id(),
    productid: text('productid')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    detail: text('detail'),
    sortcode: integer('sortcode').notNull().default(0),
    translations: translations(),
    creatortime: creatortime(),
  },
  (t) => [index('product_details_productid_idx').on(t.productid)],
)

// C_production: the software components a licence is made for (featureid per product).
export const productions = pgTable(
  'productions',
  {
    id: id(),
    productid: text('productid').references(() => products.id, { onDelete: 'set null' }),
    productname: text('productname').notNull(),
    producttype: text('producttype').notNull(),
    featureid: text('featureid'),
    modules: text('modules'),
    versionnumber: text('versionnumber'),
    sortcode: integer('sortcode').notNull().default(0),
    enabledmark: smallint('enabledmark').notNull().default(1),
    translations: translations(),
    creatortime: creatortime(),
  },
  (t) => [index('productions_productid_idx').on(t.productid)],
)

// ---------------------------------------------------------------- cart and orders

export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    userid: text('userid')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    username: text('username'),
    productid: text('productid')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    producttype: text('producttype'),
    productname: text('productname'),
    number: integer('number').notNull().default(1),
    duration: integer('duration').notNull().default(1),
    durationunion: text('durationunion').notNull(),
    creatortime: creatortime(),
  },
  (t) => [
    index('cart_items_userid_idx').on(t.userid),
    // One line per product, unit and duration: adding the same again raises its number (insert ... on conflict).
    uniqueIndex('cart_items_line_uq').on(t.userid, t.productid, t.durationunion, t.duration),
  ],
)

export const orders = pgTable(
  'orders',
  {
    id: id(),
    ordernum: text('ordernum').notNull(),
    ordername: text('ordername').notNull(),
    userid: text('userid')
      .notNull()
      .references(() => customers.id),
    username: text('username'),
    // 0 unpaid, 1 paid, 2 failed (also an unpaid order closed after ORDER_UNPAID_CLOSE_MS: closed_at set).
    paymentstate: smallint('paymentstate').notNull().default(0),
    paymentamount: money('paymentamount').notNull(),
    baseamount: money('baseamount').notNull(),
    purchasemethod: text('purchasemethod').notNull().default('online'),
    productiontype: text('productiontype'),
    tracknum: text('tracknum'),
    receivername: text('receivername'),
    receiverphone: text('receiverphone'),
    receiveraddress: text('receiveraddress'),
    receiveremail: text('receiveremail'),
    company: text('company'),
    // Taxpayer id (or personal ID number) given in the order form for the invoice.
    ratenumber: text('ratenumber'),
    alipayordernum: text('alipayordernum'),
    // 0 none, 1 personal ordinary, 2 enterprise ordinary, 3 enterprise special.
    isinvoice: smallint('isinvoice').notNull().default(0),
    invoiceid: text('invoiceid'),
    retailercode: text('retailercode'),
    // The retailer count the discount was multiplied by.
    retailcount: integer('retailcount'),
    afterservice: text('afterservice'),
    invitationcode: text('invitationcode'),
    // 1 once every line is licensed.
    licensestatus: smallint('licensestatus').notNull().default(0),
    // Client-supplied key so a retried create returns the first order instead of a second one; the hash of the
    // request it came with tells a retry (same body) from a reuse of the key for another order (refused).
    idempotency_key: text('idempotency_key'),
    idempotency_hash: text('idempotency_hash'),
    qr_issued_at: tstz('qr_issued_at'),
    paid_at: tstz('paid_at'),
    // Set when the order was closed unpaid (its QR refused from then on; it no longer counts as open).
    closed_at: tstz('closed_at'),
    creatoruserid: text('creatoruserid'),
    creatortime: creatortime(),
  },
  (t) => [
    uniqueIndex('orders_ordernum_uq').on(t.ordernum),
    uniqueIndex('orders_userid_idempotency_key_uq').on(t.userid, t.idempotency_key),
    index('orders_userid_idx').on(t.userid, t.paymentstate),
    index('orders_retailercode_idx').on(t.retailercode),
    // The open unpaid orders: the per-customer cap counts them, the close sweep finds the overdue ones.
    index('orders_open_unpaid_idx')
      .on(t.userid, t.creatortime)
      .where(sql`${t.paymentstate} <> 1 and ${t.closed_at} is null`),
  ],
)

export const orderDetails = pgTable(
  'order_details',
  {
    id: id(),
    orderid: text('orderid')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    // The order number (orders.ordernum).
    ordercode: text('ordercode').notNull(),
    productid: text('productid')
      .notNull()
      .references(() => products.id),
    productname: text('productname').notNull(),
    producttype: text('producttype').notNull(),
    productcode: text('productcode'),
    featureid: text('featureid'),
    dogState: smallint('dogState').notNull().default(0),
    duration: integer('duration').notNull(),
    durationunion: text('durationunion').notNull(),
    weekprice: money('weekprice'),
    monthprice: money('monthprice'),
    seasonprice: money('seasonprice'),
    halfyearprice: money('halfyearprice'),
    // Unit price for the chosen durationunion, and the line total (duration x price x number).
    price: money('price').notNull(),
    projectprice: money('projectprice').notNull(),
    number: integer('number').notNull(),
    // Remaining unlicensed count (starts at number, goes down as licences are made).
    licensestate: integer('licensestate').notNull(),
    purchasemethod: text('purchasemethod').notNull().default('online'),
    creatortime: creatortime(),
  },
  (t) => [index('order_details_orderid_idx').on(t.orderid), index('order_details_ordercode_idx').on(t.ordercode)],
)

// One row per payment attempt (QR or form) issued; a provider notification is applied once (provider_tradeno unique).
export const payments = pgTable(
  'payments',
  {
    id: id(),
    orderid: text('orderid')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    ordernum: text('ordernum').notNull(),
    // The attempt's trade number at the provider (WeChat/Alipay out_trade_no): <ordernum>-<attempt>.
    out_trade_no: text('out_trade_no').notNull(),
    // Payment channel: wxpay (QR), alipay (form), cmbpay (bank QR).
    provider: text('provider').notNull(),
    amount: money('amount').notNull(),
    // 0 pending, 1 paid, 2 failed / expired, 3 closed by us (superseded by another channel, or its order closed).
    state: smallint('state').notNull().default(0),
    qrcode: text('qrcode'),
    provider_tradeno: text('provider_tradeno'),
    created_at: tstz('created_at').notNull().defaultNow(),
    expires_at: tstz('expires_at').notNull(),
    paid_at: tstz('paid_at'),
  },
  (t) => [
    index('payments_orderid_idx').on(t.orderid),
    uniqueIndex('payments_provider_tradeno_uq').on(t.provider, t.provider_tradeno),
    uniqueIndex('payments_out_trade_no_uq').on(t.out_trade_no),
    // At most one pending (payable) attempt per order across all channels: a new channel closes the old attempt first.
    uniqueIndex('payments_pending_uq')
      .on(t.orderid)
      .where(sql`${t.state} = 0`),
  ],
)

// Every signed notification a real gateway delivered, by the gateway's own id for that delivery (WeChat Pay: the
// signature's nonce and timestamp; Alipay: notify_id): the same delivery presented again is a replay and is refused.
// Shared by every server process; rows older than the gateways' retry window can be pruned.
export const providerNotifications = pgTable(
  'provider_notifications',
  {
    gateway: text('gateway').notNull(),
    delivery_id: text('delivery_id').notNull(),
    out_trade_no: text('out_trade_no'),
    received_at: tstz('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.gateway, t.delivery_id] }), index('provider_notifications_received_idx').on(t.received_at)],
)

// A payment the gateway took for an order that was already paid: the money has to go back (refund_state 0 -> 1).
export const paymentDuplicates = pgTable(
  'payment_duplicates',
  {
    id: id(),
    orderid: text('orderid')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    ordernum: text('ordernum').notNull(),
    // The attempt (payments row) the gateway was paid on.
    paymentid: text('paymentid')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    out_trade_no: text('out_trade_no').notNull(),
    // wxpay, alipay or cmbpay.
    channel: text('channel').notNull(),
    // The gateway's transaction id: a repeated notification of it is not a second duplicate.
    provider_tradeno: text('provider_tradeno').notNull(),
    amount: money('amount').notNull(),
    paid_at: tstz('paid_at').notNull(),
    // 0 refund needed, 1 refunded.
    refund_state: smallint('refund_state').notNull().default(0),
    refunded_at: tstz('refunded_at'),
    creatortime: creatortime(),
  },
  (t) => [
    uniqueIndex('payment_duplicates_tradeno_uq').on(t.channel, t.provider_tradeno),
    index('payment_duplicates_orderid_idx').on(t.orderid),
  ],
)

export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    username: text('username'),
    userid: text('userid')
      .notNull()
      .references(() => customers.id),
    // Comma list of order ids.
    orderid: text('orderid').notNull(),
    ordername: text('ordername'),
    company: text('company'),
    ratenumber: text('ratenumber'),
    address: text('address'),
    phone: text('phone'),
    email: text('email'),
    banknum: text('banknum'),
    // 0 not issued, 1 issued, 2 voided.
    status: smallint('status').notNull().default(0),
    // 0 in approval, 1 passed, 2 rejected.
    approveStatus: smallint('approveStatus').notNull().default(0),
    // 0 ordinary, 1 special.
    type: smallint('type').notNull().default(0),
    amount: money('amount').notNull(),
    amountgross: money('amountgross').notNull(),
    taxrate: numeric('taxrate', { precision: 6, scale: 4 }),
    remark: text('remark'),
    approveRemark: text('approveRemark'),
    // JSON text list of issued files: [{"fileId": "...", "name": "..."}]
    content: text('content'),
    // Set on a re-issue: the invoice it replaces (at most one open re-issue per invoice: invoices_oriid_open_uq).
    oriId: text('oriId'),
    // The e-invoice number the issuer (tax platform) gave it, and when; when a re-issue voided it (red-letter).
    invoicenum: text('invoicenum'),
    issuetime: tstz('issuetime'),
    voidtime: tstz('voidtime'),
    // A lease while one process issues it (the issuer is called outside any transaction): others leave it alone
    // until it is done or the lease is older than INVOICE_ISSUE_LEASE_MS (a process that died while issuing).
    issuing_since: tstz('issuing_since'),
    creatoruserid: text('creatoruserid'),
    creatortime: creatortime(),
  },
  (t) => [
    index('invoices_userid_idx').on(t.userid),
    // A rejected re-issue frees its original for another request; any other (open or issued) holds it.
    uniqueIndex('invoices_oriid_open_uq')
      .on(t.oriId)
      .where(sql`"approveStatus" <> 2`),
    uniqueIndex('invoices_invoicenum_uq').on(t.invoicenum),
    // What the background issuer sweeps: requests waiting for approval.
    index('invoices_pending_idx')
      .on(t.creatortime)
      .where(sql`"approveStatus" = 0`),
  ],
)

// The sandbox issuer's running number (the last 15 digits of its 20-digit invoice numbers): unique across processes.
export const invoiceNumberSeq = pgSequence('invoice_number_seq', { startWith: 1, increment: 1 })

// Which invoice covers an order: the primary key makes an order invoiced at most once, whoever asks first
// (the payment notification or the invoice call), however often.
export const invoiceOrders = pgTable(
  'invoice_orders',
  {
    orderid: text('orderid')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    invoiceid: text('invoiceid')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    creatortime: creatortime(),
  },
  (t) => [index('invoice_orders_invoiceid_idx').on(t.invoiceid)],
)

// Uploaded or issued files (invoice PDFs, feedback images); api/file/Download/annex/{fileId} reads id.
export const annexFiles = pgTable('annex_files', {
  id: id(),
  name: text('name').notNull(),
  mimetype: text('mimetype'),
  // Path under the data directory, or base64 content for small files.
  path: text('path'),
  content: text('content'),
  size: integer('size'),
  creatoruserid: text('creatoruserid'),
  creatortime: creatortime(),
})

export const contracts = pgTable(
  'contracts',
  {
    id: id(),
    contractnum: text('contractnum').notNull(),
    name: text('name').notNull(),
    contractmoney: money('contractmoney').notNull(),
    starttime: tstz('starttime'),
    endtime: tstz('endtime'),
    ordernames: text('ordernames'),
    orderids: text('orderids'),
    // 0 sales, 1 purchase.
    contracttype: smallint('contracttype').notNull().default(0),
    // 0 remittance, 1 payment.
    moneytype: smallint('moneytype').notNull().default(0),
    purchasername: text('purchasername'),
    purchasercompany: text('purchasercompany'),
    purchaserphonenum: text('purchaserphonenum'),
    purchaseraddress: text('purchaseraddress'),
    purchaserid: text('purchaserid').references(() => customers.id),
    socialcreditcode: text('socialcreditcode'),
    salername: text('salername'),
    salerid: text('salerid'),
    contractresponsible: text('contractresponsible'),
    contractrelated: text('contractrelated'),
    department: text('department'),
    contractrange: text('contractrange'),
    description: text('description'),
    contractfiles: text('contractfiles'),
    creatoruserid: text('creatoruserid'),
    creatortime: creatortime(),
  },
  (t) => [uniqueIndex('contracts_contractnum_uq').on(t.contractnum), index('contracts_purchaserid_idx').on(t.purchaserid)],
)

export const licenses = pgTable(
  'licenses',
  {
    id: id(),
    machinecode: text('machinecode').notNull(),
    productid: text('productid').notNull(),
    featureid: text('featureid'),
    producttype: text('producttype'),
    // 1 created, 2 expired (set when a newer licence of the product and machine replaces an ended one; reads also
    // answer 2 once endtime has passed). 0 (not created) exists only as a draft in the browser.
    state: smallint('state').notNull().default(0),
    duration: integer('duration'),
    durationunion: text('durationunion'),
    ordercode: text('ordercode'),
    orderdetailproductid: text('orderdetailproductid'),
    purchasemethod: text('purchasemethod'),
    licensemaker: text('licensemaker'),
    licensemakerid: text('licensemakerid'),
    licensetype: text('licensetype'),
    endtime: tstz('endtime'),
    filedata: text('filedata'),
    modules: text('modules'),
    contactphone: text('contactphone'),
    contactname: text('contactname'),
    companyname: text('companyname'),
    guestmes: text('guestmes'),
    orderuserid: text('orderuserid').references(() => customers.id),
    orderusername: text('orderusername'),
    creatoruserid: text('creatoruserid'),
    creatortime: creatortime(),
  },
  (t) => [
    index('licenses_orderuserid_idx').on(t.orderuserid, t.state),
    index('licenses_machinecode_idx').on(t.machinecode),
    // A machine holds at most one valid (state 1) licence per product.
    uniqueIndex('licenses_valid_machine_product_uq')
      .on(t.machinecode, t.productid)
      .where(sql`${t.state} = 1`),
  ],
)

// C_permitcode: a short code recorded with each licence made (docs/decisions.md, "Permit codes"): the customer reads it
// to support over the phone instead of a licence id or a machine code.
export const permitCodes = pgTable(
  'permit_codes',
  {
    id: id(),
    permitcode: text('permitcode').notNull(),
    // The licence it was made with (one code per licence).
    licenseid: text('licenseid').references(() => licenses.id, { onDelete: 'cascade' }),
    productid: text('productid'),
    producttype: text('producttype'),
    featureid: text('featureid'),
    duration: integer('duration'),
    durationunion: text('durationunion'),
    // 0 unused, 1 used.
    state: smallint('state').notNull().default(0),
    machinecode: text('machinecode'),
    userid: text('userid'),
    used_at: tstz('used_at'),
    creatortime: creatortime(),
  },
  (t) => [
    uniqueIndex('permit_codes_permitcode_uq').on(t.permitcode),
    uniqueIndex('permit_codes_licenseid_uq').on(t.licenseid),
    index('permit_codes_userid_idx').on(t.userid, t.creatortime),
  ],
)

// ---------------------------------------------------------------- resellers

export const retailLevels = pgTable('retail_levels', {
  id: id(),
  levelname: text('levelname').notNull(),
  sortcode: integer('sortcode').notNull().default(0),
  // Commission share of a paid order's amount for a reseller at this level, e.g. 0.1 = 10 % (docs/decisions).
  commissionrate: numeric('commissionrate', { precision: 5, scale: 4 }).notNull().default('0'),
  creatortime: creatortime(),
  // The level's name in en and zh-TW (migration 0017; domain/content-language.ts).
  translations: translations(),
})

export const retailers = pgTable(
  'retailers',
  {
    id: id(),
    retailername: text('retailername').notNull(),
    companyname: text('companyname'),
    phonenumber: text('phonenumber').notNull(),
    retailcode: text('retailcode').notNull(),
    retaillevel: text('retaillevel').references(() => retailLevels.id),
    // The reseller who developed (recruited) this one: the dashboard counts a reseller's developed resellers by it.
    parentid: text('parentid').references((): AnyPgColumn => retailers.id),
    // Payable fraction, e.g. 0.85 = 85 % of the price is paid.
    discount: numeric('discount', { precision: 5, scale: 4 }).notNull().default('1'),
    // Comma list of product ids the discount applies to.
    productid: text('productid'),
    enabledmark: smallint('enabledmark').notNull().default(1),
    creatortime: creatortime(),
  },
  (t) => [uniqueIndex('retailers_retailcode_uq').on(t.retailcode), uniqueIndex('retailers_phonenumber_uq').on(t.phonenumber)],
)

// ---------------------------------------------------------------- support content

export const problems = pgTable('problems', {
  id: id(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  sortcode: integer('sortcode').notNull().default(0),
  enabledmark: smallint('enabledmark').notNull().default(1),
  translations: translations(),
  creatortime: creatortime(),
})

// type 0 software downloads, 1 install videos.
export const downloads = pgTable('downloads', {
  id: id(),
  type: smallint('type').notNull().default(0),
  descrh: text('descrh'),
  f: text('f'),
  m: text('m'),
  descrh4: text('descrh4'),
  videosrc: text('videosrc'),
  videoImg: text('videoImg'),
  content: text('content'),
  baidudown: text('baidudown'),
  tiqu: text('tiqu'),
  sortcode: integer('sortcode').notNull().default(0),
  enabledmark: smallint('enabledmark').notNull().default(1),
  translations: translations(),
  creatortime: creatortime(),
})

// C_elsevideo: teaching videos.
export const videos = pgTable('videos', {
  id: id(),
  descrh4: text('descrh4').notNull(),
  videosrc: text('videosrc').notNull(),
  videoImg: text('videoImg'),
  ptype: text('ptype'),
  menuState: text('menuState'),
  fSortcode: integer('fSortcode').notNull().default(0),
  fEnabledmark: smallint('fEnabledmark').notNull().default(1),
  translations: translations(),
  creatortime: creatortime(),
})

export const vipSoftware = pgTable('vip_software', {
  id: id(),
  softwarename: text('softwarename').notNull(),
  versionnumber: text('versionnumber'),
  softwareexplain: text('softwareexplain'),
  baidudown: text('baidudown'),
  tiqu: text('tiqu'),
  sortcode: integer('sortcode').notNull().default(0),
  translations: translations(),
  creatortime: creatortime(),
})

export const vipAppreciation = pgTable('vip_appreciation', {
  id: id(),
  softwarename: text('softwarename').notNull(),
  versionnumber: text('versionnumber'),
  softwareexplain: text('softwareexplain'),
  img: text('img'),
  baidudown: text('baidudown'),
  tiqu: text('tiqu'),
  sortcode: integer('sortcode').notNull().default(0),
  translations: translations(),
  creatortime: creatortime(),
})

export const trialVersions = pgTable('trial_versions', {
  id: id(),
  softwarename: text('softwarename').notNull(),
  producttype: text('producttype'),
  versionnumber: text('versionnumber'),
  softwareexplain: text('softwareexplain'),
  img: text('img'),
  baidudown: text('baidudown'),
  tiqu: text('tiqu'),
  sortcode: integer('sortcode').notNull().default(0),
  translations: translations(),
  creatortime: creatortime(),
})

export const updateNotes = pgTable('update_notes', {
  id: id(),
  newestname: text('newestname').notNull(),
  newestversionnumber: text('newestversionnumber').notNull(),
  newestexplain: text('newestexplain'),
  moduleid: text('moduleid'),
  sortcode: integer('sortcode').notNull().default(0),
  translations: translations(),
  creatortime: creatortime(),
})

export const documents = pgTable('documents', {
  id: id(),
  softwarename: text('softwarename').notNull(),
  softwareexplain: text('softwareexplain'),
  versionnumber: text('versionnumber'),
  f: text('f'),
  moduleid: text('moduleid'),
  sortcode: integer('sortcode').notNull().default(0),
  translations: translations(),
  creatortime: creatortime(),
})

export const supportModules = pgTable('support_modules', {
  id: id(),
  name: text('name').notNull(),
  kind: text('kind', { enum: ['account', 'knowledge'] }).notNull(),
  description: text('description'),
  img: text('img'),
  sortcode: integer('sortcode').notNull().default(0),
  translations: translations(),
  creatortime: creatortime(),
})

export const supportEssays = pgTable(
  'support_essays',
  {
    id: id(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    moduleid: text('moduleid')
      .notNull()
      .references(() => supportModules.id, { onDelete: 'cascade' }),
    description: text('description'),
    img: text('img'),
    sortcode: integer('sortcode').notNull().default(0),
    translations: translations(),
    creatortime: creatortime(),
  },
  (t) => [index('support_essays_moduleid_idx').on(t.moduleid)],
)

// C_companyMes: company news / announcements.
export const companyMessages = pgTable('company_messages', {
  id: id(),
  title: text('title').notNull(),
  content: text('content'),
  description: text('description'),
  img: text('img'),
  sortcode: integer('sortcode').notNull().default(0),
  enabledmark: smallint('enabledmark').notNull().default(1),
  translations: translations(),
  creatortime: creatortime(),
})

// C_leftMes: contact form messages.
export const leftMessages = pgTable('left_messages', {
  id: id(),
  name: text('name'),
  contact: text('contact'),
  description: text('description'),
  creatoruserid: text('creatoruserid'),
  creatorusername: text('creatorusername'),
  creatortime: creatortime(),
})

// type: workGroup | phone | address | email.
export const contactInfo = pgTable('contact_info', {
  id: id(),
  type: text('type').notNull(),
  content: text('content').notNull(),
  sortcode: integer('sortcode').notNull().default(0),
  translations: translations(),
  creatortime: creatortime(),
})

// Company texts of About us (introduction, culture), by key.
export const companyTexts = pgTable('company_texts', {
  key: text('key').primaryKey(),
  content: text('content').notNull(),
  sortcode: integer('sortcode').notNull().default(0),
  translations: translations(),
})

export const certificates = pgTable('certificates', {
  id: id(),
  title: text('title').notNull(),
  img: text('img').notNull(),
  sortcode: integer('sortcode').notNull().default(0),
  translations: translations(),
  creatortime: creatortime(),
})

export const feedback = pgTable('feedback', {
  id: id(),
  name: text('name').notNull(),
  mobile: text('mobile'),
  company: text('company'),
  feedback: text('feedback').notNull(),
  // annex_files id (or stored path) of the optional image.
  file: text('file'),
  creatoruserid: text('creatoruserid'),
  creatortime: creatortime(),
})

// ---------------------------------------------------------------- forum

// The spec's module key `fid` is this table's id; posts point at biboId through postBiboid.
export const forumModules = pgTable(
  'forum_modules',
  {
    id: id(),
    biboId: text('biboId').notNull(),
    forummoduleTitle: text('forummoduleTitle').notNull(),
    description: text('description'),
    fSortcode: integer('fSortcode').notNull().default(0),
    fEnabledmark: smallint('fEnabledmark').notNull().default(1),
    creatortime: creatortime(),
    // Title and description in en and zh-TW (migration 0017; domain/content-language.ts).
    translations: translations(),
  },
  (t) => [uniqueIndex('forum_modules_biboid_uq').on(t.biboId)],
)

export const forumPosts = pgTable(
  'forum_posts',
  {
    id: id(),
    postTitle: text('postTitle').notNull(),
    // Author display name and customer id.
    postAdmin: text('postAdmin'),
    postAdminid: text('postAdminid')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    postCreatetime: tstz('postCreatetime').notNull().defaultNow(),
    postWatch: integer('postWatch').notNull().default(0),
    postCommentcount: integer('postCommentcount').notNull().default(0),
    postLikecount: integer('postLikecount').notNull().default(0),
    postCollectcount: integer('postCollectcount').notNull().default(0),
    postBiboid: text('postBiboid').notNull(),
    content: text('content').notNull(),
    fEnabledmark: smallint('fEnabledmark').notNull().default(1),
    // The latest of the post, its comments and its replies (the "most active" order).
    postLastactivity: tstz('postLastactivity').notNull().defaultNow(),
    postEdittime: tstz('postEdittime'),
  },
  (t) => [
    index('forum_posts_biboid_idx').on(t.postBiboid, t.postCreatetime),
    index('forum_posts_admin_idx').on(t.postAdminid),
    index('forum_posts_activity_idx').on(t.postBiboid, t.postLastactivity),
  ],
)

export const forumComments = pgTable(
  'forum_comments',
  {
    id: id(),
    postid: text('postid')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    userid: text('userid')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    username: text('username'),
    content: text('content').notNull(),
    likecount: integer('likecount').notNull().default(0),
    creatortime: creatortime(),
    edittime: tstz('edittime'),
  },
  (t) => [index('forum_comments_postid_idx').on(t.postid)],
)

export const forumReplies = pgTable(
  'forum_replies',
  {
    id: id(),
    commentid: text('commentid')
      .notNull()
      .references(() => forumComments.id, { onDelete: 'cascade' }),
    postid: text('postid')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    userid: text('userid')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    username: text('username'),
    replytouserid: text('replytouserid'),
    replytousername: text('replytousername'),
    content: text('content').notNull(),
    creatortime: creatortime(),
    edittime: tstz('edittime'),
  },
  (t) => [index('forum_replies_commentid_idx').on(t.commentid)],
)

// ForumUserfocus: userid follows focususerid.
export const forumFollows = pgTable(
  'forum_follows',
  {
    id: id(),
    userid: text('userid')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    focususerid: text('focususerid')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    creatortime: creatortime(),
  },
  (t) => [uniqueIndex('forum_follows_uq').on(t.userid, t.focususerid)],
)

export const forumCollects = pgTable(
  'forum_collects',
  {
    id: id(),
    userid: text('userid')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    postid: text('postid')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    creatortime: creatortime(),
  },
  (t) => [uniqueIndex('forum_collects_uq').on(t.userid, t.postid)],
)

// targettype: post | comment | reply; targetid: that row's id.
export const forumLikes = pgTable(
  'forum_likes',
  {
    id: id(),
    userid: text('userid')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    targettype: text('targettype', { enum: ['post', 'comment', 'reply'] }).notNull(),
    targetid: text('targetid').notNull(),
    creatortime: creatortime(),
  },
  (t) => [uniqueIndex('forum_likes_uq').on(t.userid, t.targettype, t.targetid)],
)

// One row per post, visitor and China calendar day: a view counts once (visitor: c:<customer id> or a:<cookie>).
export const forumViews = pgTable(
  'forum_views',
  {
    postid: text('postid')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    visitor: text('visitor').notNull(),
    day: text('day').notNull(),
    creatortime: creatortime(),
  },
  (t) => [uniqueIndex('forum_views_uq').on(t.postid, t.visitor, t.day)],
)

// Images of posts: public by id (never through annex_files, whose rows are private); base64 like annex_files.
export const forumImages = pgTable(
  'forum_images',
  {
    id: id(),
    userid: text('userid')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    mimetype: text('mimetype').notNull(),
    content: text('content').notNull(),
    size: integer('size').notNull(),
    creatortime: creatortime(),
  },
  (t) => [index('forum_images_userid_idx').on(t.userid)],
)
