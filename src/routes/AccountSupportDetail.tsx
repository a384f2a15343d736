import { createFileRoute } from '@tanstack/react-router'
import { ArticleListPage } from '../features/support/article-list-page'
import { validateArticleListSearch } from '../features/support/article-list-search'

// The knowledge base (kind=account: account-support articles) by category; module, page and size in the URL.
export const Route = createFileRoute('/AccountSupportDetail')({
  validateSearch: validateArticleListSearch,
  component: AccountSupportDetailRoute,
})

function AccountSupportDetailRoute(): React.JSX.Element {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <ArticleListPage search={search} onSearchChange={(next) => void navigate({ search: next })} />
}
