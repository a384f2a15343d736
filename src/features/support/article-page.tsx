// /AccountSupportContent?value=<id>: one article, rendered safely, with the related documents of its category
// (its neighbours, at most 10).
import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { articleOptions, type ArticleKind } from '../../api/queries/support-queries'
import { usePageTitle } from '../../components/use-page-title'
import { RichText } from '../../components/rich-text'
import { SupportBoundary } from './support-boundary'
import { SupportSection } from './support-section'
import { FallbackBadge } from '../../components/content-lang'
import { pageColumn } from '../../components/layout-sizes'

export function ArticlePage({ id, kind }: { id: string | undefined; kind: ArticleKind }): React.JSX.Element {
  const { t } = useTranslation()
  return (
    <Box {...pageColumn(960)} px={{ base: '4', md: '6' }} py="8" data-testid="page-article">
      <Link asChild color="blue.700" textDecoration="underline">
        <RouterLink to="/AccountSupportDetail" search={{ kind: kind === 'account' ? 'account' : undefined }}>
          {t('storefront.support.account.back')}
        </RouterLink>
      </Link>
      {id ? (
        <SupportBoundary testId="article" notFound={<NotFound />}>
          <ArticleBody id={id} kind={kind} />
        </SupportBoundary>
      ) : (
        <NotFound />
      )}
    </Box>
  )
}

function NotFound(): React.JSX.Element {
  const { t } = useTranslation()
  usePageTitle(t('storefront.support.account.notFound'))
  return (
    <Heading as="h1" size="xl" py="10" data-testid="article-not-found">
      {t('storefront.support.account.notFound')}
    </Heading>
  )
}

function ArticleBody({ id, kind }: { id: string; kind: ArticleKind }): React.JSX.Element {
  const { t } = useTranslation()
  const { data: article } = useSuspenseQuery(articleOptions(kind, id))
  usePageTitle(article.title)
  const related = article.related ?? []
  return (
    <Stack as="article" gap="4" py="6">
      <Stack gap="4" lang={article.lang}>
        <Heading as="h1" size="2xl" data-testid="article-title">
          {article.title}
          <FallbackBadge lang={article.lang} />
        </Heading>
        {article.description && <Text color="gray.600">{article.description}</Text>}
        <RichText html={article.content ?? ''} testId="article-content" />
      </Stack>
      <SupportSection title={t('storefront.support.account.related')} testId="article-related">
        <Stack as="ul" gap="2" listStyleType="none">
          {related.map((item) => (
            <li key={item.id}>
              <Link asChild color="blue.700" textDecoration="underline" data-testid="related-article">
                <RouterLink to="/AccountSupportContent" search={{ value: item.id, kind: kind === 'account' ? 'account' : undefined }}>
                  {item.title}
                </RouterLink>
              </Link>
            </li>
          ))}
        </Stack>
        {related.length === 0 && <Text color="gray.600">{t('storefront.support.empty')}</Text>}
      </SupportSection>
    </Stack>
  )
}
