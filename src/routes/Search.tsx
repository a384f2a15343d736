import { createFileRoute } from '@tanstack/react-router'
import { SearchResultsPage } from '../features/search/search-results-page'
import { searchRouteParams } from '../features/search/search-route-params'

// The header's search box lands here; the page is its own chunk (autoCodeSplitting).
export const Route = createFileRoute('/Search')({
  validateSearch: searchRouteParams,
  component: function SearchRoute() {
    const { q, page } = Route.useSearch()
    const navigate = Route.useNavigate()
    return <SearchResultsPage q={q ?? ''} page={page ?? 1} onPageChange={(next) => void navigate({ search: { q, page: next } })} />
  },
})
