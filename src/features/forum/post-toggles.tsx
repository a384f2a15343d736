// Like, collect (bookmark) and follow-the-author: each a toggle button with its count and pressed state. The change
// shows at once and is rolled back when the server refuses; the button is disabled while its call is under way; the
// server's answer ({active, count}) is what stays. Logged out, a click leads to login and back.
import { HStack, Stack, Text } from '@chakra-ui/react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { setForumToggle, type ForumToggleKind, type ForumToggleState } from '../../api/queries/forum-calls'
import { forumKeys, type ForumPost } from '../../api/queries/forum-queries'
import { forumErrorText } from './forum-error'
import type { ForumViewer } from './use-forum-viewer'
import { BusyButton } from '../../components/busy-button'

const FIELDS = {
  like: { active: 'liked', count: 'likeCount' },
  collect: { active: 'collected', count: 'collectCount' },
  follow: { active: 'followingAuthor', count: 'authorFollowerCount' },
} as const satisfies Record<ForumToggleKind, { active: keyof ForumPost; count: keyof ForumPost }>

/** The post with a toggle set: from the server's state, or guessed (count moved by one) before it answers. */
export function withToggle(post: ForumPost, kind: ForumToggleKind, state: ForumToggleState): ForumPost {
  const { active, count } = FIELDS[kind]
  const was = Boolean(post[active])
  const guessed = Math.max(0, (post[count] ?? 0) + (state.active === was ? 0 : state.active ? 1 : -1))
  return { ...post, [active]: state.active, [count]: state.count ?? guessed }
}

export function PostToggles({ post, viewer }: { post: ForumPost; viewer: ForumViewer }): React.JSX.Element {
  const { t } = useTranslation()
  const [error, setError] = useState<string | null>(null)
  const ownPost = viewer.id !== '' && viewer.id === post.postAdminid
  const kinds: ForumToggleKind[] = ownPost ? ['like', 'collect'] : ['like', 'collect', 'follow']
  return (
    <Stack gap="2">
      <HStack gap="2" wrap="wrap">
        {kinds.map((kind) => (
          <ToggleButton key={kind} kind={kind} post={post} viewer={viewer} onError={setError} />
        ))}
      </HStack>
      <Text role="alert" color="red.700" fontSize="sm" data-testid="forum-toggle-error">
        {error ?? ''}
      </Text>
      {!viewer.signedIn && (
        <Text fontSize="sm" color="gray.700">
          {t('forum.detail.loginHint')}
        </Text>
      )}
    </Stack>
  )
}

interface ToggleButtonProps {
  kind: ForumToggleKind
  post: ForumPost
  viewer: ForumViewer
  onError: (text: string | null) => void
}

function ToggleButton({ kind, post, viewer, onError }: ToggleButtonProps): React.JSX.Element {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const key = forumKeys.post(post.id, viewer.id)
  const { active, count } = FIELDS[kind]
  const mutation = useMutation({
    mutationFn: (on: boolean) => setForumToggle(kind, kind === 'follow' ? post.postAdminid : post.id, on),
    onMutate: async (on) => {
      onError(null)
      await queryClient.cancelQueries({ queryKey: key })
      const previous = queryClient.getQueryData<ForumPost>(key)
      if (previous) queryClient.setQueryData<ForumPost>(key, withToggle(previous, kind, { active: on }))
      return { previous }
    },
    onError: (failure, _on, context) => {
      if (context?.previous) queryClient.setQueryData<ForumPost>(key, context.previous)
      onError(forumErrorText(failure, t('forum.actionFailed')))
    },
    onSuccess: (state) => {
      queryClient.setQueryData<ForumPost>(key, (current) => (current ? withToggle(current, kind, state) : current))
      // Lists show like counts, the user's page the collections and follows.
      void queryClient.invalidateQueries({ queryKey: forumKeys.postLists() })
      void queryClient.invalidateQueries({ queryKey: forumKeys.mine() })
    },
  })
  const pressed = Boolean(post[active])
  const label = { like: t('forum.detail.like'), collect: t('forum.detail.collect'), follow: t('forum.detail.follow') }[kind]
  return (
    <BusyButton
      size="sm"
      variant={pressed ? 'solid' : 'outline'}
      colorPalette="blue"
      aria-pressed={pressed}
      loading={mutation.isPending}
      data-testid={`forum-toggle-${kind}`}
      onClick={() => (viewer.signedIn ? mutation.mutate(!pressed) : viewer.toLogin())}
    >
      {label}
      <Text as="span" fontWeight="normal" data-testid={`forum-toggle-${kind}-count`}>
        {post[count] ?? 0}
      </Text>
    </BusyButton>
  )
}
