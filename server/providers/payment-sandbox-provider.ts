// Development, tests and staging: the "gateway" is a checkout page on this server (/api/sandbox/pay/checkout) where a
// tester pays or fails the trade; the page's buttons (and POST /api/dev/pay/{ordernum}) produce the notification a
// real gateway would send. The trades themselves are the payments rows, so the sandbox survives a restart.
import { createHash } from 'node:crypto'
import type { PaymentNotification, PaymentProvider, TradeHandle, TradeRef, TradeRequest } from './payment-provider'

export const SANDBOX_CHECKOUT_PATH = '/api/sandbox/pay/checkout'

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox'
  /** Trades closed at this "gateway": its checkout page refuses them (the payments row says so too after a restart). */
  private readonly closed = new Set<string>()

  /** The sandbox plays every gateway. */
  supports(): boolean {
    return true
  }

  checkoutUrl(origin: string, outTradeNo: string): string {
    return `${origin}${SANDBOX_CHECKOUT_PATH}?trade=${encodeURIComponent(outTradeNo)}`
  }

  async createTrade(request: TradeRequest): Promise<TradeHandle> {
    if (request.channel !== 'alipay') return { kind: 'qr', content: this.checkoutUrl(request.origin, request.outTradeNo) }
    // Like Alipay's page pay: a form the browser submits at once, leading to the (sandbox) cashier.
    const action = `${request.origin}${SANDBOX_CHECKOUT_PATH}`
    return {
      kind: 'form',
      html:
        `<form id="sandboxpaysubmit" name="sandboxpaysubmit" action="${escapeHtml(action)}" method="get">` +
        `<input type="hidden" name="trade" value="${escapeHtml(request.outTradeNo)}"/>` +
        '<input type="submit" value="立即支付" style="display:none"/></form>' +
        "<script>document.forms['sandboxpaysubmit'].submit();</script>",
    }
  }

  /** The sandbox delivers its notifications at once, so a query never knows more than the order side. */
  async queryTrade(): Promise<PaymentNotification | null> {
    return null
  }

  /** The sandbox applies its payments at once, so a trade that is still pending here was never paid: it closes. */
  async closeTrade({ outTradeNo }: TradeRef): Promise<PaymentNotification | null> {
    this.closed.add(outTradeNo)
    return null
  }

  isClosed(outTradeNo: string): boolean {
    return this.closed.has(outTradeNo)
  }

  /**
   * What the gateway sends after the tester's click. A repeated click re-sends the same notification (gateways
   * retry theirs), so the transaction id is derived from the trade, never new.
   */
  notification(trade: { outTradeNo: string; amountFen: number }, outcome: 'paid' | 'failed', at: Date): PaymentNotification {
    const transactionId = `sandbox-${createHash('sha256').update(trade.outTradeNo).digest('hex').slice(0, 24)}`
    return { outTradeNo: trade.outTradeNo, outcome, transactionId, amountFen: trade.amountFen, at }
  }
}
