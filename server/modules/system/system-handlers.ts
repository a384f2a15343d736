// Health and the sandbox SMS outbox (answered to direct loopback clients only: server/http/loopback-only-routes.ts).
import { ApiError, notFound } from '../../http/api-error'
import type { HandlerMap } from '../../http/operation-types'
import { OutboxSmsProvider } from '../../providers/sms-provider'
import { checkDatabase } from './database-check'

export const systemHandlers: HandlerMap = {
  async getHealth({ db }) {
    await checkDatabase(db)
    return { data: null, msg: 'ok' }
  },

  async getReadiness({ db, changes, lifecycle }) {
    if (lifecycle.draining) throw new ApiError(503, '服务正在停止')
    try {
      await checkDatabase(db)
    } catch {
      throw new ApiError(503, '数据库不可用')
    }
    return { data: { database: 'ok', changeFeed: changes?.live ? 'live' : 'reconnecting' }, msg: 'ready' }
  },

  async getSmsOutbox({ providers, query, config }) {
    if (!config.sandboxProviders || !(providers.sms instanceof OutboxSmsProvider)) throw notFound()
    const message = providers.sms.latestFor(query.phone)
    if (!message) throw notFound('该手机号没有短信记录')
    return { data: { phone: message.phone, code: message.code, text: message.text, sentAt: message.sentAt.toISOString() } }
  },
}
