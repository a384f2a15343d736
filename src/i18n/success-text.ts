// A success answer's msg in the reader's language: the server sends its success messages in zh-CN
// (domain/success-messages.ts); a known one is shown as its text here, whose zh-CN is the msg itself (so zh-CN shows
// exactly what the server sent, portal.md §8), an unknown msg as it came, and an empty one as the caller's fallback.
// Every page that shows a success msg goes through this one table.
import { useCallback } from 'react'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { SUCCESS_MESSAGES, type SuccessMessageName } from '../../domain/success-messages'

export const SUCCESS_TEXT_KEYS = {
  codeSent: 'auth.codeSent',
  cartAdded: 'shop.added',
  cartChanged: 'shop.cart.updated',
  cartDeleted: 'shop.deleted',
  profileSaved: 'profile.saved',
  invoiceRequested: 'invoices.requested',
  reissueRequested: 'invoiceReissue.submitted',
  licencesMade: 'licences.successFallback',
} as const satisfies Record<SuccessMessageName, string>

export type SuccessTextKey = (typeof SUCCESS_TEXT_KEYS)[SuccessMessageName] | 'invoiceReissue.successFallback'

const KEY_OF_MSG = new Map<string, SuccessTextKey>(
  (Object.keys(SUCCESS_MESSAGES) as SuccessMessageName[]).map((name) => [SUCCESS_MESSAGES[name], SUCCESS_TEXT_KEYS[name]]),
)

/** The text to show: a known msg localized, an unknown one as sent, none as the fallback's text ('' without one). */
export function successTextOf(t: TFunction, msg: string | null | undefined, fallback?: SuccessTextKey): string {
  const key = msg ? KEY_OF_MSG.get(msg) : undefined
  if (key) return t(key)
  if (msg) return msg
  return fallback ? t(fallback) : ''
}

/** successTextOf in the component's language. */
export function useSuccessText(): (msg: string | null | undefined, fallback?: SuccessTextKey) => string {
  const { t } = useTranslation()
  return useCallback((msg, fallback) => successTextOf(t, msg, fallback), [t])
}
