import { createFileRoute } from '@tanstack/react-router'
import { ForumComposerPage } from '../features/forum-composer/forum-composer-page'
import { stringSearch } from '../router/search-params'

// Ask a question, or edit one's own (data: its id); module preselects a module for a new question. No loader: the
// page's chunk loads its texts and modules itself (a loader would be a second lazy entry in the entry chunk Home loads).
export const Route = createFileRoute('/AddForumPost')({
  validateSearch: stringSearch('data', 'module'),
  component: AddForumPostRoute,
})

function AddForumPostRoute(): React.JSX.Element {
  const { data, module } = Route.useSearch()
  return <ForumComposerPage postId={data} moduleId={module} />
}
