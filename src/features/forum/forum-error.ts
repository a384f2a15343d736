// The text of a failed forum call: the server's own message when it refused (4xx, e.g. '已有回复的评论不能删除'),
// the generic one for anything else (network, 5xx).
import { ApiError } from '../../api/api-error'

export function forumErrorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.code >= 400 && error.code < 500 && error.message) return error.message
  return fallback
}
