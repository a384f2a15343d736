// /FlashNote: the company news ("flash notes"). Without id the list, newest first, paged; with id one entry.
// Home's 'get latest' opens it in a new tab (docs/decisions.md, "Search, FlashNote and the news").
import { Box, Heading, Image, Link, Stack, Text } from '@chakra-ui/react'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../api/api-error'
import { newsEntryOptions, newsListOptions, NEWS_PAGE_SIZE } from '../../api/queries/news-queries'
import { useListFormat } from '../../components/list-format'
import { ListPagination } from '../../components/list-pagination'
import { EmptyListNote } from '../../components/empty-list-note'
import { QueryBoundary } from '../../components/query-boundary'
import { usePageTitle } from '../../components/use-page-title'
import { newsParagraphs } from './news-paragraphs'
import { FallbackBadge } from '../../components/content-lang'
import { pageColumn } from '../../components/layout-sizes'

interface NewsPageProps {
  id?: string
  page: number
  onPageChange: (page: number) => void
}

export function NewsPage({ id, page, onPageChange }: NewsPageProps): React.JSX.Element {
  return (
    <Box {...pageColumn(900)} px={{ base: '4', md: '6' }} py="8" data-testid="news-page">
      {id ? <NewsEntry id={id} /> : <NewsList page={page} onPageChange={onPageChange} />}
    </Box>
  )
}

function NewsList({ page, onPageChange }: Omit<NewsPageProps, 'id'>): React.JSX.Element {
  const { t } = useTranslation()
  usePageTitle(t('storefront.searchNews.news.title'))
  return (
    <>
      <Heading as="h1" size="xl">
        {t('storefront.searchNews.news.title')}
      </Heading>
      <Text color="gray.600" mt="1" mb="6">
        {t('storefront.searchNews.news.intro')}
      </Text>
      <QueryBoundary loading={t('storefront.searchNews.news.loading')} failed={t('storefront.searchNews.news.failed')} testId="news">
        <NewsItems page={page} onPageChange={onPageChange} />
      </QueryBoundary>
    </>
  )
}

function NewsItems({ page, onPageChange }: Omit<NewsPageProps, 'id'>): React.JSX.Element {
  const { t } = useTranslation()
  const format = useListFormat()
  const { data } = useSuspenseQuery(newsListOptions(page))
  if (data.list.length === 0)
    return <EmptyListNote text={t('storefront.searchNews.news.empty')} page={page} onPageChange={onPageChange} testId="news" />
  return (
    <>
      <Stack as="ul" gap="4" listStyleType="none" m="0" p="0">
        {data.list.map((entry) => (
          <Box as="li" key={entry.id} borderBottomWidth="1px" borderColor="gray.100" pb="4" lang={entry.lang} data-testid="news-item">
            <Link asChild color="blue.700" fontWeight="medium" fontSize="lg">
              <RouterLink to="/FlashNote" search={{ id: entry.id }}>
                {entry.title}
              </RouterLink>
            </Link>
            <FallbackBadge lang={entry.lang} />
            <Text color="gray.500" fontSize="sm" mt="1">
              {t('storefront.searchNews.news.published', { date: format.date(entry.creatortime) })}
            </Text>
            {entry.description && (
              <Text color="gray.600" mt="1">
                {entry.description}
              </Text>
            )}
          </Box>
        ))}
      </Stack>
      <ListPagination
        total={data.pagination.total}
        pageSize={NEWS_PAGE_SIZE}
        page={page}
        onPageChange={onPageChange}
        testId="news-pagination"
      />
    </>
  )
}

function NewsEntry({ id }: { id: string }): React.JSX.Element {
  const { t } = useTranslation()
  const format = useListFormat()
  const entry = useQuery(newsEntryOptions(id))
  usePageTitle(entry.data?.title ?? t('storefront.searchNews.news.title'))
  const back = (
    <Link asChild color="blue.700" data-testid="news-back">
      <RouterLink to="/FlashNote">{t('storefront.searchNews.news.back')}</RouterLink>
    </Link>
  )
  if (entry.isPending)
    return (
      <Text role="status" color="gray.600" data-testid="news-loading">
        {t('storefront.searchNews.news.loading')}
      </Text>
    )
  if (entry.isError) {
    const missing = entry.error instanceof ApiError && (entry.error.code === 404 || entry.error.code === 400)
    return (
      <Stack gap="3" align="flex-start" role="alert" data-testid={missing ? 'news-not-found' : 'news-error'}>
        <Heading as="h1" size="lg">
          {missing ? t('storefront.searchNews.news.notFound') : t('storefront.searchNews.news.failed')}
        </Heading>
        {back}
      </Stack>
    )
  }
  const news = entry.data
  return (
    <Box as="article" data-testid="news-entry">
      {back}
      <Heading as="h1" size="xl" mt="4">
        {news.title}
      </Heading>
      <Text color="gray.500" fontSize="sm" mt="2">
        {t('storefront.searchNews.news.published', { date: format.date(news.creatortime) })}
      </Text>
      {news.img && <Image src={news.img} alt="" maxHeight="240px" mt="4" />}
      <Stack gap="3" mt="4" data-testid="news-content">
        {newsParagraphs(news.content).map((paragraph, index) => (
          <Text key={index} lineHeight="tall">
            {paragraph}
          </Text>
        ))}
      </Stack>
    </Box>
  )
}
