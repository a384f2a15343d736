import { createFileRoute } from '@tanstack/react-router'
import { ArticlePage } from '../features/support/article-page'
import { articleKindOf } from '../features/support/article-list-search'
import { stringSearch } from '../router/search-params'
import { articleData } from '../features/support/support-page-data'
import { pageData } from '../router/page-data'

// value is the article id; kind=account reads an account-support article, otherwise a knowledge-base one.
export const Route = createFileRoute('/AccountSupportContent')({
  validateSearch: stringSearch('value', 'kind'),
  loaderDeps: ({ search }: { search: { value?: string; kind?: string } }) => ({ value: search.value, kind: search.kind }),
  loader: ({ context, deps }) => pageData(articleData(context.queryClient, deps.value, deps.kind)),
  codeSplitGroupings: [['loader', 'component']],
  component: AccountSupportContentRoute,
})

function AccountSupportContentRoute(): React.JSX.Element {
  const search = Route.useSearch()
  return <ArticlePage id={search.value} kind={articleKindOf(search)} />
}
