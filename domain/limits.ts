// Limits and constants both sides need (storefront.md and portal.md section 9).

export const FEEDBACK_MAX_LENGTH = 500
export const FEEDBACK_FILE_MAX_BYTES = 5 * 1024 * 1024
export const SMS_RESEND_SECONDS = 60
export const PAYMENT_QR_VALID_MS = 15 * 60 * 1000
export const PAYMENT_POLL_INTERVAL_MS = 2000
export const PAYMENT_POLL_CAP_MS = 900_000
export const DOUBLE_CLICK_GUARD_MS = 5000
export const CART_BADGE_CAP = 99
/** A cart line's (and an order line's) count: 1 to 9999 (the contract's CartItemInput.number; a merged line too). */
export const LINE_MIN_NUMBER = 1
export const LINE_MAX_NUMBER = 9999
/** A cart line's (and an order line's) duration in its unit: 1 to 999 (the contract's CartItemInput.duration). */
export const LINE_MIN_DURATION = 1
export const LINE_MAX_DURATION = 999
/** Reseller counts an order accepts (the contract's OrderPayload.retailcount). */
export const RETAILER_COUNT_MAX = 999
/** A retailer count as typed: a whole number from 1 to RETAILER_COUNT_MAX (the contract's bound on retailcount). */
export const isRetailerCountText = (text: string): boolean => /^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= RETAILER_COUNT_MAX
export const MAX_PAGE_SIZE = 100
/** The highest page a list call accepts (the contract bounds currentPage by it; the offset stays far inside SQL's range). */
export const MAX_CURRENT_PAGE = 100_000
/**
 * The largest amount in yuan a request may carry and an order may total (10^8 yuan = 10^10 fen, far inside the exact
 * integers of a double and numeric(14,2)); the contract bounds every amount field by it.
 */
export const AMOUNT_MAX_YUAN = 100_000_000
export const DURATION_UNITS = ['week', 'month', 'season', 'halfyear'] as const
export type DurationUnit = (typeof DURATION_UNITS)[number]

// Sign-in (issue 3). The server enforces these; the UI may show them.
export const SMS_CODE_LENGTH = 6
export const SMS_CODE_TTL_SECONDS = 5 * 60
export const SMS_MAX_WRONG_CHECKS = 5
export const SMS_MAX_PER_PHONE_PER_HOUR = 5
export const SMS_MAX_PER_PHONE_PER_DAY = 10
export const SMS_MAX_PER_IP_PER_HOUR = 30
export const PASSWORD_MAX_FAILURES = 5
export const PASSWORD_LOCK_WINDOW_SECONDS = 15 * 60
export const WECHAT_STATE_TTL_SECONDS = 30 * 60
export const WECHAT_CODE_TTL_SECONDS = 10 * 60
export const WECHAT_BINDING_TTL_SECONDS = 10 * 60

// Checkout (issue 5).
/** The agreement's 'agree' button appears once the PDF is scrolled to within this many pixels of its bottom. */
export const AGREEMENT_SCROLL_THRESHOLD_PX = 10
/** How long '分销商信息匹配失败' shows after a reseller code that does not match. */
export const RETAILER_MISMATCH_MESSAGE_MS = 1000
/** A call of the order wizard that got no answer is made once more after this long (checkout-logic.ts). */
export const WIZARD_NETWORK_RETRY_MS = 1000

/** Wrong reseller invitation codes a customer may try per hour (lookups and orders together) before a 429. */
export const RETAILER_CODE_MAX_MISSES_PER_HOUR = 10

// General rate limit (issue 11): API requests per fixed one-minute window, per client address and per signed-in
// customer (or reseller). Generous enough for an office behind one address and for payment polling every 2 s.
export const RATE_LIMIT_WINDOW_MS = 60_000
export const RATE_LIMIT_PER_IP_PER_WINDOW = 600
export const RATE_LIMIT_PER_SUBJECT_PER_WINDOW = 300
export const RATE_LIMITED_MSG = '请求过于频繁，请稍后再试'

// Sessions (issue 11). A login beyond the cap revokes the subject's least recently used session.
export const SESSION_MAX_LIVE_PER_SUBJECT = 10
/** last_used_at is written at most this often per session (every authenticated request reads it). */
export const SESSION_TOUCH_INTERVAL_SECONDS = 60
export const SESSION_DEVICE_MAX_LENGTH = 60

// Unpaid orders (issue 11). The server enforces these; the UI shows the messages.
/** Open (unpaid, not closed) orders a customer may have at once; one more is refused with ORDER_OPEN_UNPAID_MAX_MSG. */
export const ORDER_OPEN_UNPAID_MAX = 10
/** An order still unpaid this long after it was created is closed: paymentstate 2, its QR refused. */
export const ORDER_UNPAID_CLOSE_MS = 24 * 60 * 60 * 1000
export const ORDER_OPEN_UNPAID_MAX_MSG = `未支付的订单已达 ${ORDER_OPEN_UNPAID_MAX} 笔，请先支付已有订单，或等待未支付订单在下单 24 小时后自动关闭`
export const ORDER_CLOSED_MSG = '订单超过 24 小时未支付，已自动关闭，请重新下单'
/** HTTP status (and envelope code) of a QR refused because its order is closed: the client offers a new order. */
export const ORDER_CLOSED_CODE = 410

// Personal centre lists (issue 13, portal.md section 9).
/** The fixed filter menu id the order lists send (menuId); the server does not filter by it. */
export const ORDER_LIST_MENU_ID = 'personal-center-orders'
export const ORDER_LIST_PAGE_SIZE = 10
export const CONTRACT_LIST_PAGE_SIZE = 20
export const INVOICE_LIST_PAGE_SIZE = 20
/** The reseller dashboard's order table (portal.md section 9: reseller lists 20). */
export const RETAILER_ORDER_PAGE_SIZE = 20
/** Invoice files are fetched one after another, this far apart (portal.md §9). */
export const INVOICE_DOWNLOAD_GAP_MS = 1000
/** The longest text the orders' and contracts' search boxes keep (the contract bounds ordernum and contractnum by 64). */
export const LIST_SEARCH_MAX_LENGTH = 64

/** A machine code's length (openapi.yaml LicenceRequest and TrialLicenceRequest). */
export const MACHINE_CODE_MAX_LENGTH = 200
/** The trial request's optional fields (openapi.yaml TrialLicenceRequest). */
export const TRIAL_REQUEST_MAX_LENGTH = {
  machinecode: MACHINE_CODE_MAX_LENGTH,
  contactname: 50,
  contactphone: 13,
  companyname: 100,
  guestmes: 500,
} as const

/** The invoice title's fields, in the request and the re-issue forms (openapi.yaml InvoiceInput, reInvoice). */
export const INVOICE_TITLE_MAX_LENGTH = {
  company: 100,
  ratenumber: 30,
  address: 200,
  phone: 13,
  email: 100,
  banknum: 60,
  remark: 500,
} as const
/** The profile form's fields (openapi.yaml CustomerUpdate). */
export const PROFILE_MAX_LENGTH = { username: 50, companyname: 100, email: 100, companysocialcreditcode: 18 } as const
