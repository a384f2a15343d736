// The signed-in customer's own forum page: their questions, their answers (each with its question's title as a link),
// the questions they collected and the users they follow (with unfollow), each paged; tab and page in the URL.
import { Box, Heading, HStack, Link, Stack, Tabs, Text } from '@chakra-ui/react'
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { FORUM_PAGE_SIZE } from '../../../domain/forum-rules'
import { setForumToggle } from '../../api/queries/forum-calls'
import {
  forumKeys,
  forumPostsOptions,
  myForumCollectionsOptions,
  myForumCommentsOptions,
  myForumFollowsOptions,
  type ForumFollow,
  type ForumPostPage,
} from '../../api/queries/forum-queries'
import { ListPagination } from '../../components/list-pagination'
import { EmptyListNote } from '../../components/empty-list-note'
import { usePageTitle } from '../../components/use-page-title'
import { ForumBoundary } from './forum-boundary'
import {
  forumMineUrl,
  MINE_TABS,
  myQuestionsQuery,
  validateForumMineSearch,
  type ForumMineSearch,
  type ForumMineUrl,
  type MineTab,
} from './forum-search'
import { PostRow } from './post-row'
import { useForumViewer, useTimeLabel } from './use-forum-viewer'
import { BusyButton } from '../../components/busy-button'
import { pageColumn } from '../../components/layout-sizes'

interface ForumMinePageProps {
  url: ForumMineUrl
  onUrlChange: (next: ForumMineUrl) => void
}

interface TabListProps {
  viewer: string
  page: number
  onPage: (page: number) => void
}

export function ForumMinePage({ url, onUrlChange }: ForumMinePageProps): React.JSX.Element {
  const { t } = useTranslation()
  const search = validateForumMineSearch(url)
  const onSearchChange = (next: ForumMineSearch) => onUrlChange(forumMineUrl(next))
  usePageTitle(t('forum.mine.title'))
  const viewer = useForumViewer()
  const tab: MineTab = search.tab ?? 'questions'
  const page = search.page ?? 1
  const onPage = (next: number) => onSearchChange({ tab: search.tab, page: next > 1 ? next : undefined })
  // The customer's id comes with the profile: until then 'my questions' would be everyone's.
  if (!viewer.id)
    return (
      <Text role="status" textAlign="center" py="10" color="gray.700" data-testid="forum-mine-waiting">
        {t('forum.loading')}
      </Text>
    )
  const lists: Record<MineTab, React.JSX.Element> = {
    questions: <MyQuestions viewer={viewer.id} page={page} onPage={onPage} />,
    answers: <MyAnswers viewer={viewer.id} page={page} onPage={onPage} />,
    collections: <MyCollections viewer={viewer.id} page={page} onPage={onPage} />,
    following: <MyFollows viewer={viewer.id} page={page} onPage={onPage} />,
  }
  return (
    <Box {...pageColumn(1200)} px={{ base: '4', md: '6' }} py="8" data-testid="page-forum-mine">
      <HStack justify="space-between" wrap="wrap" gap="3" mb="4">
        <Heading as="h1" size="2xl">
          {t('forum.mine.title')}
        </Heading>
        <Link asChild color="blue.700" textDecoration="underline">
          <RouterLink to="/Communicate">{t('forum.mine.backToForum')}</RouterLink>
        </Link>
      </HStack>
      <Tabs.Root
        value={tab}
        onValueChange={(details) =>
          onSearchChange({ tab: details.value === 'questions' ? undefined : (details.value as ForumMineSearch['tab']) })
        }
        variant="line"
        lazyMount
        unmountOnExit
      >
        <Tabs.List aria-label={t('forum.mine.tabs')} overflowX="auto">
          {MINE_TABS.map((name) => (
            <Tabs.Trigger key={name} value={name} data-testid={`forum-mine-tab-${name}`}>
              {t(`forum.mine.${name}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {MINE_TABS.map((name) => (
          <Tabs.Content key={name} value={name}>
            <ForumBoundary testId={`forum-mine-${name}`} rows={3}>
              {lists[name]}
            </ForumBoundary>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Box>
  )
}

/** One tab's page of rows (or its empty note) and the pager. */
function MineList<T>(props: {
  list: T[]
  total: number
  page: number
  onPage: (page: number) => void
  emptyTestId: string
  row: (item: T) => React.ReactNode
}): React.JSX.Element {
  const { t } = useTranslation()
  return (
    <Stack gap="3" pt="2">
      {props.list.length === 0 ? (
        <EmptyListNote text={t('forum.empty')} page={props.page} onPageChange={props.onPage} testId={props.emptyTestId} />
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" data-testid="forum-mine-list">
          {props.list.map(props.row)}
        </Stack>
      )}
      <ListPagination
        total={props.total}
        pageSize={FORUM_PAGE_SIZE}
        page={props.page}
        onPageChange={props.onPage}
        testId="forum-mine-pages"
      />
    </Stack>
  )
}

function MyQuestions({ viewer, page, onPage }: TabListProps): React.JSX.Element {
  const { data } = useSuspenseQuery(forumPostsOptions(myQuestionsQuery(viewer, page), viewer))
  return <PostMineList data={data} page={page} onPage={onPage} emptyTestId="forum-mine-questions" />
}

function MyCollections({ viewer, page, onPage }: TabListProps): React.JSX.Element {
  const { data } = useSuspenseQuery(myForumCollectionsOptions(viewer, page))
  return <PostMineList data={data} page={page} onPage={onPage} emptyTestId="forum-mine-collections" />
}

function PostMineList(props: { data: ForumPostPage; page: number; onPage: (page: number) => void; emptyTestId: string }) {
  return (
    <MineList
      list={props.data.list}
      total={props.data.pagination.total}
      page={props.page}
      onPage={props.onPage}
      emptyTestId={props.emptyTestId}
      row={(post) => <PostRow key={post.id} post={post} />}
    />
  )
}

function MyAnswers({ viewer, page, onPage }: TabListProps): React.JSX.Element {
  const { t } = useTranslation()
  const label = useTimeLabel()
  const { data } = useSuspenseQuery(myForumCommentsOptions(viewer, page))
  return (
    <MineList
      list={data.list}
      total={data.pagination.total}
      page={page}
      onPage={onPage}
      emptyTestId="forum-mine-answers"
      row={(comment) => (
        <Box as="li" key={comment.id} p="4" borderWidth="1px" borderRadius="md" data-testid="forum-mine-answer">
          <Text fontSize="sm" color="gray.700">
            {t('forum.mine.answerTo')}{' '}
            <Link asChild color="blue.700" textDecoration="underline" fontWeight="semibold">
              <RouterLink to="/addQuestionDetail" search={{ id: comment.postid, showRichText: '1' }}>
                {comment.postTitle ?? comment.postid}
              </RouterLink>
            </Link>
          </Text>
          <Text mt="2" whiteSpace="pre-wrap" wordBreak="break-word" lineClamp={3}>
            {comment.content}
          </Text>
          <Text fontSize="sm" color="gray.700" mt="1">
            <time dateTime={comment.creatortime}>{label(comment.creatortime)}</time>
          </Text>
        </Box>
      )}
    />
  )
}

function MyFollows({ viewer, page, onPage }: TabListProps): React.JSX.Element {
  const { data } = useSuspenseQuery(myForumFollowsOptions(viewer, page))
  return (
    <MineList
      list={data.list}
      total={data.pagination.total}
      page={page}
      onPage={onPage}
      emptyTestId="forum-mine-following"
      row={(follow) => <FollowRow key={follow.userid} follow={follow} />}
    />
  )
}

function FollowRow({ follow }: { follow: ForumFollow }): React.JSX.Element {
  const { t } = useTranslation()
  const label = useTimeLabel()
  const queryClient = useQueryClient()
  const unfollow = useMutation({
    mutationFn: () => setForumToggle('follow', follow.userid, false),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: forumKeys.all }),
  })
  return (
    <HStack as="li" justify="space-between" wrap="wrap" gap="3" p="4" borderWidth="1px" borderRadius="md" data-testid="forum-mine-follow">
      <Box>
        <Text fontWeight="semibold">{follow.username}</Text>
        <HStack gap="3" fontSize="sm" color="gray.700" wrap="wrap">
          <Text as="span">{t('forum.mine.followedSince', { time: label(follow.creatortime) })}</Text>
          {follow.postCount !== undefined && <Text as="span">{t('forum.mine.postCount', { count: follow.postCount })}</Text>}
        </HStack>
        {unfollow.isError && (
          <Text role="alert" color="red.700" fontSize="sm">
            {unfollow.error.message || t('forum.actionFailed')}
          </Text>
        )}
      </Box>
      <BusyButton size="sm" variant="outline" loading={unfollow.isPending} onClick={() => unfollow.mutate()} data-testid="forum-unfollow">
        {t('forum.mine.unfollow')}
      </BusyButton>
    </HStack>
  )
}
