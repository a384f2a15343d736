// /AccountSupport: the account-support and knowledge-base categories, each opening its article list.
import { Box, Heading, Link, SimpleGrid, Text } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { supportModulesOptions, type ArticleKind } from '../../api/queries/support-queries'
import { usePageTitle } from '../../components/use-page-title'
import { EmptyNote } from './empty-note'
import { SupportBoundary } from './support-boundary'
import { SupportSection } from './support-section'
import { FallbackBadge } from '../../components/content-lang'
import { pageColumn } from '../../components/layout-sizes'

export function AccountSupportPage(): React.JSX.Element {
  const { t } = useTranslation()
  usePageTitle(t('storefront.support.account.title'))
  return (
    <Box {...pageColumn(1200)} px={{ base: '4', md: '6' }} py="8" data-testid="page-account-support">
      <SupportSection title={t('storefront.support.account.title')} level="h1" testId="account-support-head">
        <Text color="gray.700">{t('storefront.support.account.intro')}</Text>
      </SupportSection>
      <SupportSection title={t('storefront.support.account.accountCategories')} testId="categories-account">
        <SupportBoundary testId="categories-account">
          <Categories kind="account" />
        </SupportBoundary>
      </SupportSection>
      <SupportSection title={t('storefront.support.account.knowledgeCategories')} testId="categories-knowledge">
        <SupportBoundary testId="categories-knowledge">
          <Categories kind="knowledge" />
        </SupportBoundary>
      </SupportSection>
    </Box>
  )
}

function Categories({ kind }: { kind: ArticleKind }): React.JSX.Element {
  const { data: modules } = useSuspenseQuery(supportModulesOptions(kind))
  if (modules.length === 0) return <EmptyNote testId={`categories-${kind}`} />
  return (
    <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 4 }} gap="4" listStyleType="none">
      {modules.map((module) => (
        <Box as="li" key={module.id} p="5" borderWidth="1px" borderRadius="md" lang={module.lang} data-testid="category">
          <Heading as="h3" size="md" mb="2">
            <Link asChild color="blue.700" textDecoration="underline">
              <RouterLink to="/AccountSupportDetail" search={{ kind: kind === 'account' ? 'account' : undefined, module: module.id }}>
                {module.name}
              </RouterLink>
            </Link>
            <FallbackBadge lang={module.lang} />
          </Heading>
          <Text color="gray.700" fontSize="sm">
            {module.description}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  )
}
