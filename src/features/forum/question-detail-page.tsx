// /addQuestionDetail: the question (title, module, author, time label, edited mark, views) with its rich text rendered
// through the shared sanitiser (links rel="noopener nofollow ugc"), or with showRichText=0 as plain text; the like,
// collect and follow toggles; the author's edit and delete; then the answers.
import { Box, Button, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react'
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link as RouterLink, useNavigate } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { deleteForumPost } from '../../api/queries/forum-calls'
import { forumKeys, forumPostOptions, type ForumPost } from '../../api/queries/forum-queries'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { RichText, richTextToPlain, USER_CONTENT_LINK_REL } from '../../components/rich-text'
import { usePageTitle } from '../../components/use-page-title'
import { AnswersSection } from './answers-section'
import { ForumBoundary } from './forum-boundary'
import { forumErrorText } from './forum-error'
import { showsRichText } from './forum-search'
import { PostToggles } from './post-toggles'
import { useForumViewer, useTimeLabel } from './use-forum-viewer'
import { FallbackBadge } from '../../components/content-lang'
import { pageColumn } from '../../components/layout-sizes'

interface QuestionDetailPageProps {
  id: string | undefined
  /** The URL's showRichText: '0' shows the question as plain text; anything else formatted. */
  showRichText: string | undefined
  onShowRichText: () => void
}

export function QuestionDetailPage({ id, showRichText, onShowRichText }: QuestionDetailPageProps): React.JSX.Element {
  const { t } = useTranslation()
  const richText = showsRichText(showRichText)
  usePageTitle(t('forum.detail.title'))
  return (
    <Box {...pageColumn(960)} px={{ base: '4', md: '6' }} py="8" data-testid="page-question-detail">
      <Link asChild color="blue.700" textDecoration="underline" mb="4" display="inline-block">
        <RouterLink to="/Communicate">{t('forum.detail.back')}</RouterLink>
      </Link>
      {id ? (
        <ForumBoundary testId="forum-question" notFound={<QuestionNotFound />}>
          <Question id={id} richText={richText} onShowRichText={onShowRichText} />
        </ForumBoundary>
      ) : (
        <QuestionNotFound />
      )}
    </Box>
  )
}

/** No id, or one the server does not know (deleted, mistyped): said so, without a retry that cannot help. */
function QuestionNotFound(): React.JSX.Element {
  const { t } = useTranslation()
  return (
    <Text color="gray.600" py="6" textAlign="center" role="status" data-testid="forum-question-not-found">
      {t('forum.detail.notFound')}
    </Text>
  )
}

function Question({ id, richText, onShowRichText }: { id: string; richText: boolean; onShowRichText: () => void }): React.JSX.Element {
  const { t } = useTranslation()
  const viewer = useForumViewer()
  const label = useTimeLabel()
  const { data: post } = useSuspenseQuery(forumPostOptions(id, viewer.id))
  usePageTitle(post.postTitle)
  return (
    <>
      <Stack as="article" gap="4" aria-labelledby="forum-question-title">
        <Heading as="h1" size="2xl" id="forum-question-title" wordBreak="break-word" data-testid="forum-question-title">
          {post.postTitle}
        </Heading>
        <HStack gap="3" wrap="wrap" fontSize="sm" color="gray.700" data-testid="forum-question-meta">
          {post.forummoduleTitle && (
            <Text as="span">
              {t('forum.post.postedIn', { module: post.forummoduleTitle })}
              {post.forummoduleLang && <FallbackBadge lang={post.forummoduleLang} />}
            </Text>
          )}
          <Text as="span" fontWeight="semibold" color="gray.900">
            {post.postAdmin}
          </Text>
          <Text as="span">
            <time dateTime={post.postCreatetime}>{label(post.postCreatetime)}</time>
          </Text>
          {post.postEdittime && (
            <Text as="span" data-testid="forum-question-edited">
              {t('forum.post.edited')} <time dateTime={post.postEdittime}>{label(post.postEdittime)}</time>
            </Text>
          )}
          <Text as="span">{t('forum.post.views', { count: post.postWatch ?? 0 })}</Text>
        </HStack>
        <QuestionText post={post} richText={richText} onShowRichText={onShowRichText} />
        <PostToggles post={post} viewer={viewer} />
        {viewer.id !== '' && viewer.id === post.postAdminid && <AuthorControls post={post} />}
      </Stack>
      <AnswersSection post={post} />
    </>
  )
}

function QuestionText({ post, richText, onShowRichText }: { post: ForumPost; richText: boolean; onShowRichText: () => void }) {
  const { t } = useTranslation()
  const plain = useMemo(() => (richText ? '' : richTextToPlain(post.postContent ?? '')), [post.postContent, richText])
  if (richText) return <RichText html={post.postContent ?? ''} testId="forum-question-content" linkRel={USER_CONTENT_LINK_REL} />
  return (
    <Stack gap="2">
      <Text whiteSpace="pre-wrap" wordBreak="break-word" data-testid="forum-question-content">
        {plain}
      </Text>
      <HStack gap="3" wrap="wrap">
        <Text fontSize="sm" color="gray.700">
          {t('forum.detail.plainNote')}
        </Text>
        <Button size="xs" variant="outline" onClick={onShowRichText} data-testid="forum-show-rich">
          {t('forum.detail.showFormatting')}
        </Button>
      </HStack>
    </Stack>
  )
}

function AuthorControls({ post }: { post: ForumPost }): React.JSX.Element {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [confirming, setConfirming] = useState(false)
  const remove = useMutation({
    mutationFn: () => deleteForumPost(post.id),
    onSuccess: async () => {
      setConfirming(false)
      queryClient.removeQueries({ queryKey: forumKeys.postAll(post.id) })
      await queryClient.invalidateQueries({ queryKey: forumKeys.all })
      void navigate({ to: '/Communicate' })
    },
    onError: () => setConfirming(false),
  })
  return (
    <Stack gap="2">
      <HStack gap="2" wrap="wrap">
        <Button asChild size="sm" variant="outline">
          <RouterLink to="/AddForumPost" search={{ data: post.id }} data-testid="forum-question-edit">
            {t('forum.detail.edit')}
          </RouterLink>
        </Button>
        <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming(true)} data-testid="forum-question-delete">
          {t('forum.detail.delete')}
        </Button>
      </HStack>
      {remove.isError && (
        <Text role="alert" color="red.700" fontSize="sm" data-testid="forum-question-delete-error">
          {forumErrorText(remove.error, t('forum.actionFailed'))}
        </Text>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('forum.detail.deleteTitle')}
        text={t('forum.detail.deleteText')}
        confirmLabel={t('forum.detail.confirm')}
        cancelLabel={t('forum.detail.cancel')}
        busy={remove.isPending}
        testId="forum-delete-question"
        onConfirm={() => remove.mutate()}
        onCancel={() => !remove.isPending && setConfirming(false)}
      />
    </Stack>
  )
}
