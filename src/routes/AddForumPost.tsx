import { createFileRoute } from '@tanstack/react-router'
import { forumModulesOptions } from '../api/queries/forum-queries'
import { preloadRichTextEditor } from '../features/forum-composer/forum-composer'
import { ForumComposerPage } from '../features/forum-composer/forum-composer-page'
import { forumComposerTextsReady } from '../i18n/forum-composer-texts'
import { pageData } from '../router/page-data'
import { stringSearch } from '../router/search-params'

// Ask a question, or edit one's own (data: its id); module preselects a module for a new question. The loader (in the
// page's chunk, codeSplitGroupings) starts the editor's code and waits for the page's texts and the modules, so the
// page does not suspend on them; the page still reads both itself, for a load the loader stopped waiting for.
export const Route = createFileRoute('/AddForumPost')({
  validateSearch: stringSearch('data', 'module'),
  loader: ({ context }) => {
    preloadRichTextEditor()
    return pageData([forumComposerTextsReady(), context.queryClient.ensureQueryData(forumModulesOptions())])
  },
  codeSplitGroupings: [['loader', 'component']],
  component: AddForumPostRoute,
})

function AddForumPostRoute(): React.JSX.Element {
  const { data, module } = Route.useSearch()
  return <ForumComposerPage postId={data} moduleId={module} />
}
