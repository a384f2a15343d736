// Beside a list's pagination: a spinner and an announced "loading…" while the next page is on its way (useListPage).
// The status region is always there, so screen readers announce the text when it appears.
import { Box, Spinner, VisuallyHidden } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

export function ListBusy({ busy, testId }: { busy: boolean; testId: string }): React.JSX.Element {
  const { t } = useTranslation()
  return (
    <Box as="span" role="status" display="inline-flex" alignItems="center" data-testid={testId} data-busy={busy || undefined}>
      {busy && (
        <>
          <Spinner size="xs" color="blue.600" />
          <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
        </>
      )}
    </Box>
  )
}
