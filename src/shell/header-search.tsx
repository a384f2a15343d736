// The header's search box: a search landmark with one field; submitting opens /Search?q= (the results page is its own
// lazy chunk, so this stays small in the entry bundle).
import { HStack, IconButton, Input } from '@chakra-ui/react'
import { useNavigate } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

/** The contract's bound on q (searchSite). */
const MAX_LENGTH = 100

export function HeaderSearch(): React.JSX.Element {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [value, setValue] = useState('')
  const field = useRef<HTMLInputElement>(null)
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    const q = value.trim()
    // Nothing to search for: the field takes the focus (from 1280 to 1535 px it opens only then).
    if (q) void navigate({ to: '/Search', search: { q } })
    else field.current?.focus()
  }
  return (
    <form role="search" aria-label={t('storefront.searchNews.box.label')} onSubmit={submit} data-testid="header-search">
      <HStack gap="0">
        <Input
          ref={field}
          type="search"
          size="sm"
          width={{ base: '24', md: '44' }}
          borderEndRadius="0"
          maxLength={MAX_LENGTH}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder={t('storefront.searchNews.box.placeholder')}
          aria-label={t('storefront.searchNews.box.label')}
          data-testid="header-search-input"
        />
        <IconButton
          type="submit"
          size="sm"
          colorPalette="blue"
          borderStartRadius="0"
          aria-label={t('storefront.searchNews.box.submit')}
          data-testid="header-search-submit"
        >
          <svg
            width="16"
            height="16"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
            aria-hidden="true"
          >
            <circle cx="11" cy="11" r="7" />
            <path d="M16.5 16.5L21 21" />
          </svg>
        </IconButton>
      </HStack>
    </form>
  )
}
