// /SearchNone?q=: '没有搜到结果' with the term and a retry: the box keeps the term to change, the retry button searches
// again with it.
import { Box, Button, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SEARCH_MAX_LENGTH } from '../../api/queries/search-queries'
import { usePageTitle } from '../../components/use-page-title'

export function SearchNonePage({ q }: { q: string }): React.JSX.Element {
  const { t } = useTranslation()
  usePageTitle(t('pages.searchNone'))
  const navigate = useNavigate()
  const [value, setValue] = useState(q)
  const retry = (event: React.FormEvent) => {
    event.preventDefault()
    const term = value.trim()
    if (term) void navigate({ to: '/Search', search: { q: term } })
  }
  return (
    <Box py="16" px="4" display="flex" justifyContent="center" data-testid="page-search-none">
      <Stack align="center" gap="4" textAlign="center" maxWidth="560px" width="100%">
        <Box color="blue.400" aria-hidden="true">
          <svg width="140" height="120" viewBox="0 0 140 120" fill="none" stroke="currentColor" strokeWidth="5" strokeLinecap="round">
            <circle cx="60" cy="52" r="32" />
            <path d="M84 76l28 28M48 52h24" />
          </svg>
        </Box>
        <Heading as="h1" size="xl" color="gray.800">
          {t('pages.searchNone')}
        </Heading>
        <Text color="gray.600" overflowWrap="anywhere" data-testid="search-none-hint">
          {q ? t('storefront.searchNews.results.none', { q }) : t('pages.searchNoneHint')}
        </Text>
        <form role="search" aria-label={t('pages.searchAgain')} onSubmit={retry} style={{ width: '100%' }}>
          <HStack gap="2" width="100%">
            <Input
              type="search"
              flex="1"
              minWidth="0"
              maxLength={SEARCH_MAX_LENGTH}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              aria-label={t('storefront.searchNews.box.label')}
              data-testid="search-none-input"
            />
            <Button type="submit" colorPalette="blue" data-testid="retry-button">
              {t('pages.searchAgain')}
            </Button>
          </HStack>
        </form>
      </Stack>
    </Box>
  )
}
