// The contact form's call. Rate limited per address and customer (server/rate-limit/submission-limits.ts).
import type { HandlerMap } from '../../http/operation-types'
import { CONTACT_SENT_MSG, leaveContactMessage } from './contact-message-service'

export const contactMessageHandlers: HandlerMap = {
  async createContactMessage({ db, clock, body, request }) {
    await leaveContactMessage(db, body, request.identity, clock())
    return { msg: CONTACT_SENT_MSG, data: null }
  },
}
