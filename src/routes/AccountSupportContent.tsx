import { createFileRoute } from '@tanstack/react-router'
import { ArticlePage } from '../features/support/article-page'
import { articleKindOf } from '../features/support/article-list-search'
import { stringSearch } from '../router/search-params'

// value is the article id; kind=account reads an account-support article, otherwise a knowledge-base one.
export const Route = createFileRoute('/AccountSupportContent')({
  validateSearch: stringSearch('value', 'kind'),
  component: AccountSupportContentRoute,
})

function AccountSupportContentRoute(): React.JSX.Element {
  const search = Route.useSearch()
  return <ArticlePage id={search.value} kind={articleKindOf(search)} />
}
