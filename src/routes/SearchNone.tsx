import { createFileRoute } from '@tanstack/react-router'
import { SearchNonePage } from '../features/search/search-none-page'
import { searchRouteParams } from '../features/search/search-route-params'

export const Route = createFileRoute('/SearchNone')({
  validateSearch: searchRouteParams,
  component: function SearchNoneRoute() {
    const { q } = Route.useSearch()
    return <SearchNonePage q={q ?? ''} />
  },
})
