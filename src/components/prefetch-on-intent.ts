// A control that opens something whose data loads on opening (a dialog's QueryBoundary) starts that load when the
// pointer reaches or presses it or the focus does: by the click the data is usually in and the dialog renders with
// it. Otherwise the dialog shows its loading state, and React reveals a suspended boundary no sooner than 300 ms after
// that state showed, however fast the answer (docs/decisions.md, "Lazy code loads before it shows").
import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { onIntent, type IntentHandlers } from './load-ahead'

/** How old data may be and still be taken as loaded: a pointer sweeping a page of ten orders back and forth asks at
 *  most 21 times per 30 s (each order's detail and lines, the download list), well inside the 300 calls a minute a
 *  customer may make (domain/limits.ts). */
export const INTENT_PREFETCH_FRESH_MS = 30_000

type Prefetchable = Parameters<QueryClient['prefetchQuery']>[0]
/** What `queryOptions(…)` gives; typed loosely so that options of different data fit one list (prefetchQuery's own
 *  type is generic per query). */
type QueryOptionsOfAnyData = { queryKey: QueryKey }

/** The control's handlers that prefetch `queries` (asked for only when one fires). */
export function prefetchOnIntent(queryClient: QueryClient, queries: () => readonly QueryOptionsOfAnyData[]): IntentHandlers {
  const prefetch = () => {
    for (const query of queries()) {
      const options = query as Prefetchable
      // At least INTENT_PREFETCH_FRESH_MS, never less than the query's own (data its options hold fresh is not asked again).
      const own = options.staleTime
      const staleTime = typeof own === 'number' ? Math.max(own, INTENT_PREFETCH_FRESH_MS) : (own ?? INTENT_PREFETCH_FRESH_MS)
      void queryClient.prefetchQuery({ ...options, staleTime }).then(() => {
        // A failed prefetch is forgotten: what opens asks again rather than showing the failure at once (a suspended
        // query in error is not retried on mount). Not while something shows it.
        const cached = queryClient.getQueryCache().find({ queryKey: options.queryKey, exact: true })
        if (cached?.state.status === 'error' && cached.getObserversCount() === 0)
          queryClient.removeQueries({ queryKey: options.queryKey, exact: true })
      })
    }
  }
  return onIntent(prefetch)
}
