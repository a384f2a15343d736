// Production payments: each channel goes to its own gateway (wxpay → WeChat Pay, alipay → Alipay). A channel without
// a configured gateway is not offered: asking for it is refused before anything is created.
import type { PaymentChannel, PaymentNotification, PaymentProvider, TradeHandle, TradeRef, TradeRequest } from './payment-provider'

export class PaymentGateways implements PaymentProvider {
  readonly name: string

  constructor(private readonly byChannel: Partial<Record<PaymentChannel, PaymentProvider>>) {
    this.name = Object.entries(byChannel)
      .map(([channel, gateway]) => `${channel}:${gateway.name}`)
      .join(',')
  }

  supports(channel: PaymentChannel): boolean {
    return this.byChannel[channel] !== undefined
  }

  private gateway(channel: PaymentChannel): PaymentProvider {
    const gateway = this.byChannel[channel]
    if (!gateway) throw new Error(`no payment gateway for the ${channel} channel`)
    return gateway
  }

  createTrade(request: TradeRequest): Promise<TradeHandle> {
    return this.gateway(request.channel).createTrade(request)
  }

  queryTrade(trade: TradeRef): Promise<PaymentNotification | null> {
    return this.gateway(trade.channel).queryTrade(trade)
  }

  closeTrade(trade: TradeRef): Promise<PaymentNotification | null> {
    return this.gateway(trade.channel).closeTrade(trade)
  }
}
