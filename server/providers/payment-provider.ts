// Payments (WeChat Pay Native QR, Alipay page pay, CMB bank QR) behind the interface a real provider implements.
// A real provider calls the payment gateway in createTrade and turns the gateway's signed notification (or an
// active query) into a PaymentNotification; the order side (server/modules/payments) applies it exactly once.

/** The channels of the storefront: the payment QR, the Alipay/card form (toPay) and the bank QR. */
export type PaymentChannel = 'wxpay' | 'alipay' | 'cmbpay'

export interface TradeRequest {
  channel: PaymentChannel
  /** Our trade number for this attempt (out_trade_no), unique across attempts. */
  outTradeNo: string
  amountFen: number
  /** What the payer sees (the order name). */
  subject: string
  /** The gateway closes the trade then (WeChat time_expire, Alipay time_expire). */
  expiresAt: Date
  /** This server's public origin (PUBLIC_BASE_URL): the sandbox serves its checkout page there; a real gateway's notify URL. */
  origin: string
}

/** What the customer is given: a QR to scan (wxpay, cmbpay) or an HTML form that auto-submits (alipay). */
export type TradeHandle = { kind: 'qr'; content: string } | { kind: 'form'; html: string }

export interface PaymentNotification {
  outTradeNo: string
  outcome: 'paid' | 'failed'
  /** The gateway's transaction id (WeChat transaction_id, Alipay trade_no). */
  transactionId: string
  amountFen: number
  at: Date
}

/** A trade already made: its number and the channel (gateway) it was made on. */
export interface TradeRef {
  outTradeNo: string
  channel: PaymentChannel
}

export interface PaymentProvider {
  readonly name: string
  /** Whether this channel can be paid here (the issuing side refuses the others before creating anything). */
  supports(channel: PaymentChannel): boolean
  createTrade(request: TradeRequest): Promise<TradeHandle>
  /** Active query for a trade whose notification may have been lost; null when the gateway knows nothing new. */
  queryTrade(trade: TradeRef): Promise<PaymentNotification | null>
  /**
   * Closes a trade so that it can no longer be paid (WeChat close order, Alipay trade.close): null once closed. A
   * trade the gateway has already paid cannot be closed: its paid notification is answered instead, to be applied.
   * Throws when the gateway cannot be reached (nothing is closed then).
   */
  closeTrade(trade: TradeRef): Promise<PaymentNotification | null>
}
