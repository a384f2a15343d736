// The process-local caches of the hot path (the payment poll, issue 19): bearer token → identity, and order id →
// owner and payment state. Both are invalidated through the database's change notifications; without a live feed
// (none given, or its connection down) they hold nothing and every request reads the database.
import { ChangeCache } from './db/change-cache'
import type { ChangeFeed } from './db/change-feed'
import type { CachedToken } from './modules/auth/token-service'
import type { CachedOrderState } from './modules/orders/order-service'

/** A revoked token stops working within this time even if its notification were lost (besides the NOTIFY). */
export const TOKEN_CACHE_TTL_MS = 1000
const MAX_ENTRIES = 50_000

export interface AppCaches {
  tokens: ChangeCache<CachedToken>
  orders: ChangeCache<CachedOrderState>
}

export function createAppCaches(feed: ChangeFeed | undefined): AppCaches {
  return {
    tokens: new ChangeCache(feed, 'summit_tokens', { maxEntries: MAX_ENTRIES, ttlMs: TOKEN_CACHE_TTL_MS }),
    orders: new ChangeCache(feed, 'summit_orders', { maxEntries: MAX_ENTRIES }),
  }
}
