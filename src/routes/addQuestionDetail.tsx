import { createFileRoute } from '@tanstack/react-router'
import { QuestionDetailPage } from '../features/forum/question-detail-page'
import { loadForumTexts } from '../i18n/i18n'
import { stringSearch } from '../router/search-params'
import { questionData } from '../features/forum/forum-page-data'
import { currentForumViewerId } from '../features/forum/use-forum-viewer'
import { pageData } from '../router/page-data'

// A question with its answers. showRichText=0 shows the question as plain text (no formatting or images) with a button
// to the formatted one; 1 or none shows it formatted.
export const Route = createFileRoute('/addQuestionDetail')({
  validateSearch: stringSearch('id', 'showRichText'),
  beforeLoad: () => loadForumTexts(),
  loaderDeps: ({ search }: { search: { id?: string } }) => ({ id: search.id }),
  loader: ({ context, deps }) => pageData(questionData(context.queryClient, deps.id, currentForumViewerId(context.session))),
  codeSplitGroupings: [['loader', 'component']],
  component: AddQuestionDetailRoute,
})

function AddQuestionDetailRoute(): React.JSX.Element {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <QuestionDetailPage
      id={search.id}
      showRichText={search.showRichText}
      onShowRichText={() => void navigate({ search: { ...search, showRichText: '1' }, replace: true })}
    />
  )
}
