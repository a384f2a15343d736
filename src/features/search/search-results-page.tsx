// /Search?q=: the hits grouped by kind (products, knowledge base, account support), each a link to its page, paged;
// no hit at all leads to /SearchNone.
import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Navigate, Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { siteSearchOptions, SEARCH_PAGE_SIZE, type SearchHit, type SearchKind } from '../../api/queries/search-queries'
import { ListPagination } from '../../components/list-pagination'
import { QueryBoundary } from '../../components/query-boundary'
import { usePageTitle } from '../../components/use-page-title'
import { hitLink } from './search-hit-link'
import { FallbackBadge } from '../../components/content-lang'
import { pageColumn } from '../../components/layout-sizes'

const KINDS: SearchKind[] = ['product', 'knowledge', 'support']

interface SearchResultsPageProps {
  q: string
  page: number
  onPageChange: (page: number) => void
}

export function SearchResultsPage({ q, page, onPageChange }: SearchResultsPageProps): React.JSX.Element {
  const { t } = useTranslation()
  usePageTitle(q ? `${t('storefront.searchNews.results.title')}: ${q}` : t('storefront.searchNews.results.title'))
  return (
    <Box {...pageColumn(1000)} px={{ base: '4', md: '6' }} py="8" data-testid="search-page">
      <Heading as="h1" size="xl" mb="4" overflowWrap="anywhere">
        {q ? t('storefront.searchNews.results.heading', { q }) : t('storefront.searchNews.results.title')}
      </Heading>
      {q ? (
        <QueryBoundary
          loading={t('storefront.searchNews.results.loading')}
          failed={t('storefront.searchNews.results.failed')}
          testId="search"
        >
          <SearchHits q={q} page={page} onPageChange={onPageChange} />
        </QueryBoundary>
      ) : (
        <Text color="gray.600" data-testid="search-enter-term">
          {t('storefront.searchNews.results.enterTerm')}
        </Text>
      )}
    </Box>
  )
}

function SearchHits({ q, page, onPageChange }: SearchResultsPageProps): React.JSX.Element {
  const { t } = useTranslation()
  const { data } = useSuspenseQuery(siteSearchOptions({ q, page }))
  if (data.pagination.total === 0) return <Navigate to="/SearchNone" search={{ q }} replace />
  return (
    <Stack gap="6">
      <Text color="gray.600" data-testid="search-summary">
        {t('storefront.searchNews.results.summary', { count: data.pagination.total })}
      </Text>
      {KINDS.map((kind) => {
        const hits = data.list.filter((hit) => hit.kind === kind)
        if (hits.length === 0) return null
        const label = t(`storefront.searchNews.results.${kind}`)
        return (
          <Box as="section" key={kind} aria-labelledby={`search-group-${kind}`} data-testid={`search-group-${kind}`}>
            <Heading as="h2" size="md" mb="2" id={`search-group-${kind}`}>
              {t('storefront.searchNews.results.group', { label, count: data.counts[kind] })}
            </Heading>
            <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
              {hits.map((hit) => (
                <HitItem key={`${hit.kind}-${hit.id}`} hit={hit} />
              ))}
            </Stack>
          </Box>
        )
      })}
      <ListPagination
        total={data.pagination.total}
        pageSize={SEARCH_PAGE_SIZE}
        page={page}
        onPageChange={onPageChange}
        testId="search-pagination"
      />
    </Stack>
  )
}

function HitItem({ hit }: { hit: SearchHit }): React.JSX.Element {
  const link = hitLink(hit)
  return (
    <Box as="li" borderBottomWidth="1px" borderColor="gray.100" pb="3" lang={hit.lang} data-testid="search-hit" data-kind={hit.kind}>
      <Link asChild color="blue.700" fontWeight="medium" fontSize="lg">
        <RouterLink {...link}>{hit.title}</RouterLink>
      </Link>
      <FallbackBadge lang={hit.lang} />
      {hit.excerpt && (
        <Text color="gray.600" fontSize="sm" mt="1" lineClamp={2}>
          {hit.excerpt}
        </Text>
      )}
    </Box>
  )
}
