// /AddForumPost: the composer wired to the session, the router and the modules. `data` is the question to edit (absent
// for a new one), `module` a module to preselect. A navigation away while something is unsaved is held until the
// customer answers the composer's question; a logged-out visitor is sent to /login, which leads back here.
import { Text } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useBlocker, useNavigate } from '@tanstack/react-router'
import { use, useMemo, useRef } from 'react'
import { forumModulesOptions } from '../../api/queries/forum-queries'
import { usePageTitle } from '../../components/use-page-title'
import { forumComposerTextsReady } from '../../i18n/forum-composer-texts'
import { profileIdOf, useSession } from '../../session/use-session'
import { ForumComposer, preloadRichTextEditor } from './forum-composer'
import { useComposerTranslation } from './use-composer-translation'

export function ForumComposerPage({ postId, moduleId }: { postId?: string; moduleId?: string }): React.JSX.Element {
  // The editor's code loads beside the page's texts and modules (asked for before the page suspends on them).
  preloadRichTextEditor()
  // The page's texts are a chunk of their own, loaded with it (suspends until they are in).
  use(forumComposerTextsReady())
  const { t } = useComposerTranslation()
  usePageTitle(postId ? t('forumComposer.pageTitleEdit') : t('forumComposer.pageTitleNew'))
  const modules = useSuspenseQuery(forumModulesOptions()).data
  const session = useSession()
  const navigate = useNavigate()
  const blocking = useRef(false)
  const blocker = useBlocker({ shouldBlockFn: () => blocking.current, enableBeforeUnload: () => blocking.current, withResolver: true })
  // One object per held navigation: the composer asks once for each.
  const { status, proceed, reset } = blocker
  const heldNavigation = useMemo(
    () =>
      status === 'blocked'
        ? {
            proceed: () => {
              blocking.current = false
              proceed()
            },
            reset,
          }
        : null,
    [status, proceed, reset],
  )
  const customerId = session.hasSession ? (profileIdOf(session.user) ?? null) : null
  // A token whose profile is still loading: the customer is not known yet.
  if (session.hasSession && customerId === null) return <Text role="status">{t('forumComposer.loading')}</Text>
  const go = (to: () => void) => {
    blocking.current = false
    to()
  }
  return (
    <ForumComposer
      key={`${customerId ?? ''}/${postId ?? ''}`}
      customerId={customerId}
      postId={postId ?? null}
      moduleId={moduleId}
      modules={modules}
      onBlockingChange={(value) => {
        blocking.current = value
      }}
      onOpenPost={(id) => go(() => void navigate({ to: '/addQuestionDetail', search: { id, showRichText: '1' } }))}
      onLogin={() => go(() => void navigate({ to: '/login' }))}
      onLeave={() => go(() => void navigate({ to: '/Communicate' }))}
      heldNavigation={heldNavigation}
    />
  )
}
