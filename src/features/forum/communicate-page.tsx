// /Communicate: the modules with their post counts, the chosen module's questions (10 a page, newest or most active
// first), a keyword search and 'ask a question'. Module, sort, page and keyword live in the URL.
import { Box, Button, Flex, Heading, HStack, Input, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link as RouterLink, useNavigate } from '@tanstack/react-router'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FORUM_PAGE_SIZE } from '../../../domain/forum-rules'
import { forumModulesOptions, forumPostsOptions } from '../../api/queries/forum-queries'
import { ListPagination } from '../../components/list-pagination'
import { EmptyListNote } from '../../components/empty-list-note'
import { usePageTitle } from '../../components/use-page-title'
import { ForumBoundary } from './forum-boundary'
import {
  cleanKeyword,
  forumListUrl,
  forumListQuery,
  KEYWORD_MAX_LENGTH,
  validateForumListSearch,
  type ForumListSearch,
  type ForumListUrl,
} from './forum-search'
import { PostRow } from './post-row'
import { useForumViewer } from './use-forum-viewer'
import { FallbackBadge } from '../../components/content-lang'
import { pageColumn } from '../../components/layout-sizes'

interface CommunicatePageProps {
  search: ForumListSearch
  onSearchChange: (next: ForumListSearch) => void
}

/** The route's query as text in, and out. */
export function CommunicatePage({ url, onUrlChange }: { url: ForumListUrl; onUrlChange: (next: ForumListUrl) => void }): React.JSX.Element {
  const { t } = useTranslation()
  const search = validateForumListSearch(url)
  const onSearchChange = (next: ForumListSearch) => onUrlChange(forumListUrl(next))
  usePageTitle(t('forum.communicate.title'))
  const viewer = useForumViewer()
  const navigate = useNavigate()
  return (
    <Box {...pageColumn(1200)} px={{ base: '4', md: '6' }} py="8" data-testid="page-communicate">
      <Flex justify="space-between" align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }} gap="4" mb="6">
        <Box>
          <Heading as="h1" size="2xl">
            {t('forum.communicate.title')}
          </Heading>
          <Text color="gray.700" mt="1">
            {t('forum.communicate.intro')}
          </Text>
        </Box>
        <HStack gap="3" wrap="wrap">
          <Link asChild color="blue.700" textDecoration="underline">
            <RouterLink to="/ForumMine" data-testid="forum-mine-link">
              {t('forum.communicate.mine')}
            </RouterLink>
          </Link>
          <Button
            colorPalette="blue"
            data-testid="forum-ask"
            onClick={() => (viewer.signedIn ? void navigate({ to: '/AddForumPost' }) : viewer.toLogin('/AddForumPost'))}
          >
            {t('forum.communicate.ask')}
          </Button>
        </HStack>
      </Flex>
      <Flex gap="6" direction={{ base: 'column', md: 'row' }} align="flex-start">
        <Box as="nav" aria-label={t('forum.communicate.moduleTabs')} width={{ base: '100%', md: '240px' }} flexShrink={0}>
          <ForumBoundary testId="forum-modules">
            <ModuleList search={search} />
          </ForumBoundary>
        </Box>
        <Stack gap="4" flex="1" minWidth="0" width="100%">
          <SearchBox search={search} onSearchChange={onSearchChange} />
          <SortSwitch search={search} onSearchChange={onSearchChange} />
          <ForumBoundary testId="forum-posts" rows={4}>
            <PostList search={search} onSearchChange={onSearchChange} />
          </ForumBoundary>
        </Stack>
      </Flex>
    </Box>
  )
}

function ModuleList({ search }: { search: ForumListSearch }): React.JSX.Element {
  const { t } = useTranslation()
  const { data: modules } = useSuspenseQuery(forumModulesOptions())
  const entries = [
    { key: '', title: t('forum.communicate.allModules'), count: undefined as number | undefined, lang: undefined as string | undefined },
    ...modules.map((module) => ({
      key: module.biboId ?? module.fid,
      title: module.forummoduleTitle,
      count: module.postCount,
      lang: module.lang,
    })),
  ]
  const current = search.module ?? ''
  return (
    <Stack as="ul" listStyleType="none" gap="1" direction={{ base: 'row', md: 'column' }} overflowX="auto" data-testid="forum-modules">
      {entries.map((entry) => {
        const active = entry.key === current
        return (
          <Box as="li" key={entry.key || 'all'} flexShrink={0}>
            <Link
              asChild
              display="flex"
              justifyContent="space-between"
              gap="3"
              px="3"
              py="2"
              borderRadius="md"
              bg={active ? 'blue.50' : undefined}
              color={active ? 'blue.800' : 'gray.800'}
              fontWeight={active ? 'semibold' : 'normal'}
              data-testid="forum-module"
            >
              <RouterLink
                to="/Communicate"
                search={{ module: entry.key || undefined, sort: search.sort, keyword: search.keyword }}
                aria-current={active ? 'page' : undefined}
              >
                <span lang={entry.lang}>
                  {entry.title}
                  {entry.lang && <FallbackBadge lang={entry.lang} />}
                </span>
                {entry.count !== undefined && <span>{t('forum.communicate.postCount', { count: entry.count })}</span>}
              </RouterLink>
            </Link>
          </Box>
        )
      })}
    </Stack>
  )
}

function SearchBox({ search, onSearchChange }: CommunicatePageProps): React.JSX.Element {
  const { t } = useTranslation()
  const inputId = useId()
  const [text, setText] = useState(search.keyword ?? '')
  // Back and forward change the URL's keyword: the box follows.
  useEffect(() => setText(search.keyword ?? ''), [search.keyword])
  return (
    <HStack
      as="form"
      role="search"
      gap="2"
      onSubmit={(event) => {
        event.preventDefault()
        const keyword = cleanKeyword(text)
        onSearchChange({ ...search, page: undefined, keyword: keyword || undefined })
      }}
    >
      <VisuallyHidden asChild>
        <label htmlFor={inputId}>{t('forum.communicate.search')}</label>
      </VisuallyHidden>
      <Input
        id={inputId}
        type="search"
        value={text}
        maxLength={KEYWORD_MAX_LENGTH}
        placeholder={t('forum.communicate.searchPlaceholder')}
        onChange={(event) => setText(event.currentTarget.value)}
        data-testid="forum-search-input"
      />
      <Button type="submit" variant="outline" data-testid="forum-search-submit">
        {t('forum.communicate.searchButton')}
      </Button>
      {search.keyword && (
        <Button type="button" variant="ghost" onClick={() => onSearchChange({ ...search, page: undefined, keyword: undefined })}>
          {t('forum.communicate.clearSearch')}
        </Button>
      )}
    </HStack>
  )
}

function SortSwitch({ search, onSearchChange }: CommunicatePageProps): React.JSX.Element {
  const { t } = useTranslation()
  const active = search.sort === 'active'
  return (
    <HStack gap="2" role="group" aria-label={t('forum.communicate.sortLabel')}>
      <Button
        size="sm"
        variant={active ? 'outline' : 'solid'}
        colorPalette="blue"
        aria-pressed={!active}
        data-testid="forum-sort-newest"
        onClick={() => onSearchChange({ ...search, page: undefined, sort: undefined })}
      >
        {t('forum.communicate.sortNewest')}
      </Button>
      <Button
        size="sm"
        variant={active ? 'solid' : 'outline'}
        colorPalette="blue"
        aria-pressed={active}
        data-testid="forum-sort-active"
        onClick={() => onSearchChange({ ...search, page: undefined, sort: 'active' })}
      >
        {t('forum.communicate.sortActive')}
      </Button>
    </HStack>
  )
}

function PostList({ search, onSearchChange }: CommunicatePageProps): React.JSX.Element {
  const { t } = useTranslation()
  const viewer = useForumViewer()
  const query = forumListQuery(search)
  const page = query.page
  const { data } = useSuspenseQuery(forumPostsOptions(query, viewer.id))
  const list = data.list
  const toPage = (next: number) => onSearchChange({ ...search, page: next > 1 ? next : undefined })
  return (
    <Stack gap="3">
      <Heading as="h2" size="md">
        {search.keyword ? t('forum.communicate.searchResults', { keyword: search.keyword }) : t('forum.communicate.questions')}
      </Heading>
      {list.length === 0 ? (
        <EmptyListNote
          text={search.keyword ? t('forum.communicate.noResults') : t('forum.empty')}
          page={page}
          onPageChange={toPage}
          testId="forum-posts"
        />
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" data-testid="forum-posts">
          {list.map((post) => (
            <PostRow key={post.id} post={post} showModule={!search.module} />
          ))}
        </Stack>
      )}
      <ListPagination total={data.pagination.total} pageSize={FORUM_PAGE_SIZE} page={page} onPageChange={toPage} testId="forum-pages" />
    </Stack>
  )
}
