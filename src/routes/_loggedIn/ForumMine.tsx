import { createFileRoute } from '@tanstack/react-router'
import { ForumMinePage } from '../../features/forum/forum-mine-page'
import { loadForumTexts } from '../../i18n/i18n'
import { stringSearch } from '../../router/search-params'

// The signed-in customer's forum page: their questions, answers, collections and follows (tab and page in the URL as
// text; the page validates them).
export const Route = createFileRoute('/_loggedIn/ForumMine')({
  validateSearch: stringSearch('tab', 'page'),
  beforeLoad: () => loadForumTexts(),
  component: ForumMineRoute,
})

function ForumMineRoute(): React.JSX.Element {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <ForumMinePage url={search} onUrlChange={(next) => void navigate({ search: next })} />
}
