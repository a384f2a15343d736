// What a failed submission shows: the server's msg when it answered (portal.md §8: 'other code: server msg'),
// the form's own failure text when the request itself failed (network, time-out).
import { ApiError } from '../../api/api-error'

export function submissionErrorText(error: unknown, failed: string): string {
  return error instanceof ApiError && error.message ? error.message : failed
}
