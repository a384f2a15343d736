// Sends SMS messages. The outbox provider records them instead (development and tests).

export interface SmsMessage {
  phone: string
  code: string
  text: string
  sentAt: Date
}

export interface SmsProvider {
  readonly name: string
  send(message: SmsMessage): Promise<void>
}

export class OutboxSmsProvider implements SmsProvider {
  readonly name = 'outbox'
  private readonly messages: SmsMessage[] = []

  constructor(private readonly onSend?: (message: SmsMessage) => void) {}

  async send(message: SmsMessage): Promise<void> {
    this.messages.push(message)
    this.onSend?.(message)
    // A long-running dev server should not grow without bound.
    if (this.messages.length > 1000) this.messages.splice(0, this.messages.length - 1000)
  }

  latestFor(phone: string): SmsMessage | undefined {
    for (let i = this.messages.length - 1; i >= 0; i -= 1) if (this.messages[i].phone === phone) return this.messages[i]
    return undefined
  }
}

/**
 * A real provider could not send: `rate-limited` when the platform refuses for its own per-phone limits (the
 * customer should wait), `invalid-phone` when it refuses the number, `unavailable` for anything else (refused credentials or template, unreachable platform).
 * The message names the platform's code only, never the phone number or the code.
 */
export class SmsSendError extends Error {
  override name = 'SmsSendError'
  constructor(
    readonly reason: 'rate-limited' | 'invalid-phone' | 'unavailable',
    readonly platformCode: string,
    message: string,
  ) {
    super(message)
  }
}
