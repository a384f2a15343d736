// One question in a list: the title (a link to its page), module, author, time label, edited mark, views, answers and
// likes.
import { Box, HStack, Link, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { ForumPost } from '../../api/queries/forum-queries'
import { useTimeLabel } from './use-forum-viewer'
import { FallbackBadge } from '../../components/content-lang'

export function PostRow({ post, showModule = true }: { post: ForumPost; showModule?: boolean }): React.JSX.Element {
  const { t } = useTranslation()
  const label = useTimeLabel()
  return (
    <Box as="li" p="4" borderWidth="1px" borderRadius="md" data-testid="forum-post-row">
      <Link asChild fontWeight="semibold" fontSize="lg" color="blue.700" textDecoration="underline" wordBreak="break-word">
        <RouterLink to="/addQuestionDetail" search={{ id: post.id, showRichText: '1' }}>
          {post.postTitle}
        </RouterLink>
      </Link>
      <HStack as="p" gap="3" wrap="wrap" mt="2" fontSize="sm" color="gray.700">
        {showModule && post.forummoduleTitle && (
          <Text as="span">
            {t('forum.post.postedIn', { module: post.forummoduleTitle })}
            {post.forummoduleLang && <FallbackBadge lang={post.forummoduleLang} />}
          </Text>
        )}
        <Text as="span" data-testid="forum-post-author">
          {post.postAdmin}
        </Text>
        <Text as="span" data-testid="forum-post-time">
          <time dateTime={post.postCreatetime}>{label(post.postCreatetime)}</time>
        </Text>
        {post.postEdittime && <Text as="span">{t('forum.post.edited')}</Text>}
        <Text as="span">{t('forum.post.views', { count: post.postWatch ?? 0 })}</Text>
        <Text as="span">{t('forum.post.comments', { count: post.postCommentcount ?? 0 })}</Text>
        <Text as="span">{t('forum.post.likes', { count: post.likeCount ?? 0 })}</Text>
      </HStack>
    </Box>
  )
}
