// /AccountSupportDetail: the knowledge base (or account-support articles) with category tabs and 20 / 50 / 100 a
// page; category, page and page size live in the URL.
import { Box, Heading, HStack, Link, NativeSelect, Stack, Tabs, Text } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link as RouterLink } from '@tanstack/react-router'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { articleListOptions, KNOWLEDGE_PAGE_SIZES, supportModulesOptions, type ArticleKind } from '../../api/queries/support-queries'
import { ListPagination } from '../../components/list-pagination'
import { EmptyListNote } from '../../components/empty-list-note'
import { usePageTitle } from '../../components/use-page-title'
import { articleKindOf, articlePageSize, chosenModule, type ArticleListSearch } from './article-list-search'
import { SupportBoundary } from './support-boundary'
import { FallbackBadge } from '../../components/content-lang'
import { pageColumn } from '../../components/layout-sizes'

interface ArticleListPageProps {
  search: ArticleListSearch
  onSearchChange: (next: ArticleListSearch) => void
}

const ALL = 'all'

export function ArticleListPage({ search, onSearchChange }: ArticleListPageProps): React.JSX.Element {
  const { t } = useTranslation()
  const kind = articleKindOf(search)
  const title = t(kind === 'account' ? 'storefront.support.account.accountCategories' : 'storefront.support.account.knowledgeTitle')
  usePageTitle(title)
  return (
    <Box {...pageColumn(1200)} px={{ base: '4', md: '6' }} py="8" data-testid="page-article-list">
      <Heading as="h1" size="2xl" mb="4">
        {title}
      </Heading>
      <SupportBoundary testId="article-categories">
        <CategoryTabs kind={kind} search={search} onSearchChange={onSearchChange} />
      </SupportBoundary>
    </Box>
  )
}

function CategoryTabs({ kind, search, onSearchChange }: ArticleListPageProps & { kind: ArticleKind }): React.JSX.Element {
  const { t } = useTranslation()
  const { data: modules } = useSuspenseQuery(supportModulesOptions(kind))
  const current = chosenModule(search, modules) || ALL
  const tabs = [{ id: ALL, name: t('storefront.support.account.allCategories') }, ...modules]
  return (
    <Tabs.Root
      value={current}
      onValueChange={(details) =>
        onSearchChange({ kind: search.kind, module: details.value === ALL ? undefined : details.value, size: search.size })
      }
      variant="line"
      lazyMount
      unmountOnExit
    >
      <Tabs.List aria-label={t('storefront.support.account.categoryTabs')} overflowX="auto">
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.id} value={tab.id} data-testid="article-tab">
            {tab.name}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.id} value={tab.id}>
          <SupportBoundary testId="articles">
            <ArticleList kind={kind} moduleId={tab.id === ALL ? '' : tab.id} search={search} onSearchChange={onSearchChange} />
          </SupportBoundary>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  )
}

function ArticleList({
  kind,
  moduleId,
  search,
  onSearchChange,
}: ArticleListPageProps & { kind: ArticleKind; moduleId: string }): React.JSX.Element {
  const { t } = useTranslation()
  const sizeId = useId()
  const page = search.page ?? 1
  const pageSize = articlePageSize(search)
  const { data } = useSuspenseQuery(articleListOptions(kind, moduleId, page, pageSize))
  const list = data?.list ?? []
  return (
    <Stack gap="4">
      <HStack justify="flex-end" gap="2">
        <Text asChild fontSize="sm">
          <label htmlFor={sizeId}>{t('storefront.support.account.pageSize')}</label>
        </Text>
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field
            id={sizeId}
            value={String(pageSize)}
            onChange={(event) => onSearchChange({ ...search, page: undefined, size: Number(event.currentTarget.value) })}
            data-testid="article-page-size"
          >
            {KNOWLEDGE_PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {t('storefront.support.account.perPage', { size })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      {list.length === 0 ? (
        <EmptyListNote
          text={t('storefront.support.empty')}
          page={page}
          onPageChange={(next) => onSearchChange({ ...search, page: next > 1 ? next : undefined })}
          testId="articles"
        />
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" data-testid="articles">
          {list.map((article) => (
            <Box as="li" key={article.id} p="4" borderWidth="1px" borderRadius="md" lang={article.lang} data-testid="article-row">
              <Link asChild fontWeight="semibold" color="blue.700" textDecoration="underline">
                <RouterLink to="/AccountSupportContent" search={{ value: article.id, kind: kind === 'account' ? 'account' : undefined }}>
                  {article.title}
                </RouterLink>
              </Link>
              <FallbackBadge lang={article.lang} />
              {article.description && <Text color="gray.700">{article.description}</Text>}
            </Box>
          ))}
        </Stack>
      )}
      <ListPagination
        total={data?.pagination.total ?? 0}
        pageSize={pageSize}
        page={page}
        onPageChange={(next) => onSearchChange({ ...search, page: next > 1 ? next : undefined })}
        testId="article-pages"
      />
    </Stack>
  )
}
