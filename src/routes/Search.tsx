import { createFileRoute } from '@tanstack/react-router'
import { SearchResultsPage } from '../features/search/search-results-page'
import { searchRouteParams } from '../features/search/search-route-params'
import { siteSearchOptions } from '../api/queries/search-queries'
import { pageData } from '../router/page-data'

// The header's search box lands here; the page is its own chunk (autoCodeSplitting).
export const Route = createFileRoute('/Search')({
  validateSearch: searchRouteParams,
  loaderDeps: ({ search }: { search: { q?: string; page?: number } }) => ({ q: search.q, page: search.page }),
  loader: ({ context, deps }) =>
    pageData(deps.q ? [context.queryClient.ensureQueryData(siteSearchOptions({ q: deps.q, page: deps.page ?? 1 }))] : []),
  codeSplitGroupings: [['loader', 'component']],
  component: function SearchRoute() {
    const { q, page } = Route.useSearch()
    const navigate = Route.useNavigate()
    return <SearchResultsPage q={q ?? ''} page={page ?? 1} onPageChange={(next) => void navigate({ search: { q, page: next } })} />
  },
})
