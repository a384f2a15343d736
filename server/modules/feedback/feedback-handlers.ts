// The feedback call (multipart, server/http/multipart.ts). Rate limited per address and customer
// (server/rate-limit/submission-limits.ts).
import type { HandlerMap } from '../../http/operation-types'
import { FEEDBACK_THANKS_MSG, submitFeedback } from './feedback-service'

export const feedbackHandlers: HandlerMap = {
  async submitFeedback({ db, clock, body, request }) {
    await submitFeedback(db, body, request.identity, clock())
    return { msg: FEEDBACK_THANKS_MSG, data: null }
  },
}
