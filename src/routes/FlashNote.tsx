import { createFileRoute } from '@tanstack/react-router'
import { newsEntryOptions, newsListOptions } from '../api/queries/news-queries'
import { NewsPage } from '../features/news/news-page'
import { searchRouteParams } from '../features/search/search-route-params'
import { pageData } from '../router/page-data'
import { optionalString } from '../router/search-params'

// The company news ("flash notes"), opened in a new tab from Home's 'get latest': the list, or one entry with ?id=.
export const Route = createFileRoute('/FlashNote')({
  validateSearch: (search: Record<string, unknown>) => {
    const id = optionalString(search.id)
    const { page } = searchRouteParams({ page: search.page })
    return { ...(id ? { id } : {}), ...(page ? { page } : {}) }
  },
  loaderDeps: ({ search }: { search: { id?: string; page?: number } }) => ({ id: search.id, page: search.page }),
  loader: ({ context, deps }) =>
    pageData([
      deps.id
        ? context.queryClient.ensureQueryData(newsEntryOptions(deps.id))
        : context.queryClient.ensureQueryData(newsListOptions(deps.page ?? 1)),
    ]),
  codeSplitGroupings: [['loader', 'component']],
  component: function FlashNoteRoute() {
    const { id, page } = Route.useSearch()
    const navigate = Route.useNavigate()
    return <NewsPage id={id} page={page ?? 1} onPageChange={(next) => void navigate({ search: { page: next } })} />
  },
})
