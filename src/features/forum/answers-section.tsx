// A question's answers (comments) with their replies one level deep, each with its author and time label; the answer
// box; a reply box per answer (a reply to a reply names its author: touserid); the author of an answer or reply edits
// it in place and deletes it after a confirmation. The server's refusals are shown where they happened. Focus moves
// to a posted or saved answer or reply, and to the list's heading after a delete.
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FORUM_PAGE_SIZE } from '../../../domain/forum-rules'
import {
  createForumComment,
  createForumReply,
  deleteForumComment,
  deleteForumReply,
  updateForumComment,
  updateForumReply,
} from '../../api/queries/forum-calls'
import { forumCommentsOptions, forumKeys, type ForumComment, type ForumPost, type ForumReply } from '../../api/queries/forum-queries'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { ListPagination } from '../../components/list-pagination'
import { useListPage } from '../../components/use-list-page'
import { ForumBoundary } from './forum-boundary'
import { forumErrorText } from './forum-error'
import { ForumTextForm } from './forum-text-form'
import { useForumViewer, useTimeLabel, type ForumViewer } from './use-forum-viewer'

type Target = { kind: 'comment'; item: ForumComment } | { kind: 'reply'; item: ForumReply }

interface ThreadActions {
  viewer: ForumViewer
  /** The reply box open under an answer: the answer's id and whom it answers. */
  replying: { commentId: string; to?: ForumReply } | null
  setReplying: (next: { commentId: string; to?: ForumReply } | null) => void
  editing: string | null
  setEditing: (id: string | null) => void
  askDelete: (target: Target) => void
  /** Errors of deletes, by the item's id. */
  errors: Record<string, string>
  saveReply: (comment: ForumComment, content: string, to?: ForumReply) => Promise<void>
  saveEdit: (target: Target, content: string) => Promise<void>
}

const itemDomId = (kind: 'comment' | 'reply', id: string) => `forum-${kind}-${id}`

export function AnswersSection({ post }: { post: ForumPost }): React.JSX.Element {
  const { t } = useTranslation()
  const viewer = useForumViewer()
  const queryClient = useQueryClient()
  const heading = useRef<HTMLHeadingElement>(null)
  const { page, setPage, changing } = useListPage()

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: forumKeys.commentsAll(post.id) }),
      queryClient.invalidateQueries({ queryKey: forumKeys.postAll(post.id) }),
      queryClient.invalidateQueries({ queryKey: forumKeys.postLists() }),
      queryClient.invalidateQueries({ queryKey: forumKeys.mine() }),
    ])
  /** After the list reloaded: focus the item, or the heading when it is not on this page. */
  const focusItem = (domId: string | null) => {
    setTimeout(() => (domId ? (document.getElementById(domId) ?? heading.current) : heading.current)?.focus(), 0)
  }

  return (
    <Stack as="section" aria-labelledby="forum-answers-heading" gap="4" mt="8">
      <Heading as="h2" size="lg" id="forum-answers-heading" ref={heading} tabIndex={-1} data-testid="forum-answers-heading">
        {t('forum.answers.title', { count: post.postCommentcount ?? 0 })}
      </Heading>
      {viewer.signedIn ? (
        <ForumTextForm
          label={t('forum.answers.yourAnswer')}
          submitLabel={t('forum.answers.submit')}
          testId="forum-answer-form"
          onSubmit={async (content) => {
            const created = await createForumComment(post.id, content)
            await refresh()
            focusItem(itemDomId('comment', created.id))
          }}
        />
      ) : (
        <Box>
          <Button variant="outline" colorPalette="blue" onClick={() => viewer.toLogin()} data-testid="forum-answer-login">
            {t('forum.answers.loginToAnswer')}
          </Button>
        </Box>
      )}
      <ForumBoundary testId="forum-comments" rows={2}>
        <CommentList post={post} page={page} onPage={setPage} changing={changing} viewer={viewer} refresh={refresh} focusItem={focusItem} />
      </ForumBoundary>
    </Stack>
  )
}

interface CommentListProps {
  post: ForumPost
  page: number
  onPage: (page: number) => void
  /** The next page is on its way (useListPage). */
  changing: boolean
  viewer: ForumViewer
  refresh: () => Promise<unknown>
  focusItem: (domId: string | null) => void
}

function CommentList({ post, page, onPage, changing, viewer, refresh, focusItem }: CommentListProps): React.JSX.Element {
  const { t } = useTranslation()
  const { data } = useSuspenseQuery(forumCommentsOptions(post.id, page))
  const [replying, setReplying] = useState<ThreadActions['replying']>(null)
  const [editing, setEditing] = useState<string | null>(null)
  const [toDelete, setToDelete] = useState<Target | null>(null)
  const [errors, setErrors] = useState<Record<string, string>>({})

  const remove = useMutation({
    mutationFn: (target: Target) => (target.kind === 'comment' ? deleteForumComment(target.item.id) : deleteForumReply(target.item.id)),
    onSuccess: async () => {
      setToDelete(null)
      await refresh()
      focusItem(null)
    },
    onError: (failure, target) => {
      setToDelete(null)
      setErrors((current) => ({ ...current, [target.item.id]: forumErrorText(failure, t('forum.actionFailed')) }))
    },
  })

  const actions: ThreadActions = {
    viewer,
    replying,
    setReplying,
    editing,
    setEditing,
    askDelete: (target) => {
      setErrors((current) => ({ ...current, [target.item.id]: '' }))
      setToDelete(target)
    },
    errors,
    saveReply: async (comment, content, to) => {
      const created = await createForumReply({ commentid: comment.id, content, ...(to ? { touserid: to.userid } : {}) })
      setReplying(null)
      await refresh()
      focusItem(itemDomId('reply', created.id))
    },
    saveEdit: async (target, content) => {
      if (target.kind === 'comment') await updateForumComment(target.item.id, post.id, content)
      else
        await updateForumReply(target.item.id, {
          commentid: target.item.commentid,
          content,
          ...(target.item.touserid ? { touserid: target.item.touserid } : {}),
        })
      setEditing(null)
      await refresh()
      focusItem(itemDomId(target.kind, target.item.id))
    },
  }

  return (
    <Stack gap="4">
      {data.list.length === 0 ? (
        <Text color="gray.600" data-testid="forum-comments-empty">
          {t('forum.answers.none')}
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="4" data-testid="forum-comments" aria-busy={changing || undefined}>
          {data.list.map((comment) => (
            <CommentItem key={comment.id} comment={comment} actions={actions} />
          ))}
        </Stack>
      )}
      <ListPagination
        total={data.pagination.total}
        pageSize={FORUM_PAGE_SIZE}
        page={page}
        onPageChange={onPage}
        busy={changing}
        testId="forum-comment-pages"
      />
      <ConfirmDialog
        open={toDelete !== null}
        title={toDelete?.kind === 'reply' ? t('forum.answers.deleteReplyTitle') : t('forum.answers.deleteCommentTitle')}
        text={toDelete?.kind === 'reply' ? t('forum.answers.deleteReplyText') : t('forum.answers.deleteCommentText')}
        confirmLabel={t('forum.answers.delete')}
        cancelLabel={t('forum.answers.cancel')}
        busy={remove.isPending}
        testId="forum-delete-item"
        onConfirm={() => toDelete && remove.mutate(toDelete)}
        onCancel={() => !remove.isPending && setToDelete(null)}
      />
    </Stack>
  )
}

function ItemHeader({ name, time, edited }: { name?: string; time?: string; edited: boolean }): React.JSX.Element {
  const { t } = useTranslation()
  const label = useTimeLabel()
  return (
    <HStack gap="3" fontSize="sm" color="gray.700" wrap="wrap">
      <Text as="span" fontWeight="semibold" color="gray.900" data-testid="forum-item-author">
        {name}
      </Text>
      <Text as="span" data-testid="forum-item-time">
        <time dateTime={time}>{label(time)}</time>
      </Text>
      {edited && <Text as="span">{t('forum.post.edited')}</Text>}
    </HStack>
  )
}

function ItemControls({ target, actions, onReply }: { target: Target; actions: ThreadActions; onReply: () => void }): React.JSX.Element {
  const { t } = useTranslation()
  const own = actions.viewer.id !== '' && actions.viewer.id === target.item.userid
  return (
    <HStack gap="1" wrap="wrap">
      {actions.viewer.signedIn && (
        <Button size="xs" variant="ghost" colorPalette="blue" onClick={onReply} data-testid={`forum-${target.kind}-reply`}>
          {t('forum.answers.reply')}
        </Button>
      )}
      {own && (
        <>
          <Button size="xs" variant="ghost" onClick={() => actions.setEditing(target.item.id)} data-testid={`forum-${target.kind}-edit`}>
            {t('forum.answers.edit')}
          </Button>
          <Button
            size="xs"
            variant="ghost"
            colorPalette="red"
            onClick={() => actions.askDelete(target)}
            data-testid={`forum-${target.kind}-delete`}
          >
            {t('forum.answers.delete')}
          </Button>
        </>
      )}
    </HStack>
  )
}

function ItemBody({ target, actions }: { target: Target; actions: ThreadActions }): React.JSX.Element {
  const { t } = useTranslation()
  if (actions.editing === target.item.id)
    return (
      <ForumTextForm
        label={t('forum.answers.editLabel')}
        submitLabel={t('forum.answers.save')}
        initial={target.item.content}
        autoFocus
        testId={`forum-${target.kind}-edit-form`}
        onSubmit={(content) => actions.saveEdit(target, content)}
        onCancel={() => actions.setEditing(null)}
      />
    )
  return (
    <Text whiteSpace="pre-wrap" wordBreak="break-word" data-testid={`forum-${target.kind}-content`}>
      {target.kind === 'reply' && target.item.tousername && (
        <Text as="span" color="gray.700">
          {t('forum.answers.toUser', { name: target.item.tousername })}{' '}
        </Text>
      )}
      {target.item.content}
    </Text>
  )
}

function CommentItem({ comment, actions }: { comment: ForumComment; actions: ThreadActions }): React.JSX.Element {
  const { t } = useTranslation()
  const target: Target = { kind: 'comment', item: comment }
  const replies = comment.replies ?? []
  const replyingHere = actions.replying?.commentId === comment.id
  const replyTo = actions.replying?.to
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="4" data-testid="forum-comment">
      <Stack as="article" gap="2" id={itemDomId('comment', comment.id)} tabIndex={-1} aria-label={comment.username}>
        <ItemHeader name={comment.username} time={comment.creatortime} edited={Boolean(comment.edittime)} />
        <ItemBody target={target} actions={actions} />
        <ItemControls target={target} actions={actions} onReply={() => actions.setReplying({ commentId: comment.id })} />
        <ItemError id={comment.id} actions={actions} />
      </Stack>
      {replies.length > 0 && (
        <Stack
          as="ul"
          listStyleType="none"
          gap="3"
          mt="3"
          ps={{ base: '3', md: '6' }}
          borderStartWidth="2px"
          borderColor="gray.200"
          aria-label={t('forum.answers.replies', { name: comment.username ?? '' })}
        >
          {replies.map((reply) => (
            <Box as="li" key={reply.id} data-testid="forum-reply">
              <Stack as="article" gap="1" id={itemDomId('reply', reply.id)} tabIndex={-1} aria-label={reply.username}>
                <ItemHeader name={reply.username} time={reply.creatortime} edited={Boolean(reply.edittime)} />
                <ItemBody target={{ kind: 'reply', item: reply }} actions={actions} />
                <ItemControls
                  target={{ kind: 'reply', item: reply }}
                  actions={actions}
                  onReply={() => actions.setReplying({ commentId: comment.id, to: reply })}
                />
                <ItemError id={reply.id} actions={actions} />
              </Stack>
            </Box>
          ))}
        </Stack>
      )}
      {replyingHere && (
        <Box mt="3" ps={{ base: '3', md: '6' }}>
          <ForumTextForm
            key={replyTo?.id ?? 'comment'}
            label={t('forum.answers.replyTo', { name: replyTo?.username ?? comment.username ?? '' })}
            submitLabel={t('forum.answers.sendReply')}
            autoFocus
            testId="forum-reply-form"
            onSubmit={(content) => actions.saveReply(comment, content, replyTo)}
            onCancel={() => actions.setReplying(null)}
          />
        </Box>
      )}
    </Box>
  )
}

function ItemError({ id, actions }: { id: string; actions: ThreadActions }): React.JSX.Element | null {
  const text = actions.errors[id]
  if (!text) return null
  return (
    <Text role="alert" color="red.700" fontSize="sm" data-testid="forum-item-error">
      {text}
    </Text>
  )
}
