// Health and the sandbox SMS outbox (answered to direct loopback clients only: server/http/loopback-only-routes.ts).
import { notFound } from '../../http/api-error'
import type { HandlerMap } from '../../http/operation-types'
import { OutboxSmsProvider } from '../../providers/sms-provider'
import { checkDatabase } from './database-check'

export const systemHandlers: HandlerMap = {
  async getHealth({ db }) {
    await checkDatabase(db)
    return { data: null, msg: 'ok' }
  },

  async getSmsOutbox({ providers, query, config }) {
    if (!config.sandboxProviders || !(providers.sms instanceof OutboxSmsProvider)) throw notFound()
    const message = providers.sms.latestFor(query.phone)
    if (!message) throw notFound('该手机号没有短信记录')
    return { data: { phone: message.phone, code: message.code, text: message.text, sentAt: message.sentAt.toISOString() } }
  },
}
