import { createFileRoute } from '@tanstack/react-router'
import { CommunicatePage } from '../features/forum/communicate-page'
import { loadForumTexts } from '../i18n/i18n'
import { stringSearch } from '../router/search-params'

// The forum: modules, a module's questions and the search. module, sort, page and keyword stay in the URL as text;
// the page validates them (src/features/forum/forum-search.ts), so no forum code is in the entry chunk.
export const Route = createFileRoute('/Communicate')({
  validateSearch: stringSearch('module', 'sort', 'page', 'keyword'),
  beforeLoad: () => loadForumTexts(),
  component: CommunicateRoute,
})

function CommunicateRoute(): React.JSX.Element {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <CommunicatePage url={search} onUrlChange={(next) => void navigate({ search: next })} />
}
