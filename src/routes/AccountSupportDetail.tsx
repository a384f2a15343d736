import { createFileRoute } from '@tanstack/react-router'
import { ArticleListPage } from '../features/support/article-list-page'
import { validateArticleListSearch, type ArticleListSearch } from '../features/support/article-list-search'
import { articleListData } from '../features/support/support-page-data'
import { pageData } from '../router/page-data'

// The knowledge base (kind=account: account-support articles) by category; module, page and size in the URL.
export const Route = createFileRoute('/AccountSupportDetail')({
  validateSearch: validateArticleListSearch,
  loaderDeps: ({ search }: { search: ArticleListSearch }) => ({
    kind: search.kind,
    module: search.module,
    page: search.page,
    size: search.size,
  }),
  loader: ({ context, deps }) => pageData(articleListData(context.queryClient, deps)),
  codeSplitGroupings: [['loader', 'component']],
  component: AccountSupportDetailRoute,
})

function AccountSupportDetailRoute(): React.JSX.Element {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <ArticleListPage search={search} onSearchChange={(next) => void navigate({ search: next })} />
}
