import { createFileRoute } from '@tanstack/react-router'
import { CommunicatePage } from '../features/forum/communicate-page'
import { loadForumTexts } from '../i18n/i18n'
import { stringSearch } from '../router/search-params'
import { communicateData } from '../features/forum/forum-page-data'
import { currentForumViewerId } from '../features/forum/use-forum-viewer'
import { pageData } from '../router/page-data'

// The forum: modules, a module's questions and the search. module, sort, page and keyword stay in the URL as text;
// the page validates them (src/features/forum/forum-search.ts), so no forum code is in the entry chunk.
export const Route = createFileRoute('/Communicate')({
  validateSearch: stringSearch('module', 'sort', 'page', 'keyword'),
  beforeLoad: () => loadForumTexts(),
  loaderDeps: ({ search }: { search: Record<string, string | undefined> }) => ({
    module: search.module,
    sort: search.sort,
    page: search.page,
    keyword: search.keyword,
  }),
  loader: ({ context, deps }) => pageData(communicateData(context.queryClient, deps, currentForumViewerId(context.session))),
  codeSplitGroupings: [['loader', 'component']],
  component: CommunicateRoute,
})

function CommunicateRoute(): React.JSX.Element {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <CommunicatePage url={search} onUrlChange={(next) => void navigate({ search: next })} />
}
