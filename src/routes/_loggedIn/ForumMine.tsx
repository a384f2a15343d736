import { createFileRoute } from '@tanstack/react-router'
import { ForumMinePage } from '../../features/forum/forum-mine-page'
import { loadForumTexts } from '../../i18n/i18n'
import { stringSearch } from '../../router/search-params'
import { forumMineData } from '../../features/forum/forum-page-data'
import { currentForumViewerId } from '../../features/forum/use-forum-viewer'
import { pageData } from '../../router/page-data'

// The signed-in customer's forum page: their questions, answers, collections and follows (tab and page in the URL as
// text; the page validates them).
export const Route = createFileRoute('/_loggedIn/ForumMine')({
  validateSearch: stringSearch('tab', 'page'),
  beforeLoad: () => loadForumTexts(),
  loaderDeps: ({ search }: { search: { tab?: string; page?: string } }) => ({ tab: search.tab, page: search.page }),
  loader: ({ context, deps }) => pageData(forumMineData(context.queryClient, deps, currentForumViewerId(context.session))),
  codeSplitGroupings: [['loader', 'component']],
  component: ForumMineRoute,
})

function ForumMineRoute(): React.JSX.Element {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <ForumMinePage url={search} onUrlChange={(next) => void navigate({ search: next })} />
}
