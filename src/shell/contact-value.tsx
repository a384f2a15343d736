// One company contact value (footer, sidebar, about page). It comes from a call of its own that does not hold up the
// page, so until it answers the place says it is loading, and if the call fails it says so instead of staying blank.
import { Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { contactInfoOptions, type ContactMap } from '../api/queries/contact-queries'

export function ContactValue({ type, testId }: { type: keyof ContactMap; testId: string }): React.JSX.Element {
  const { t } = useTranslation()
  const contact = useQuery(contactInfoOptions())
  if (contact.isPending)
    return (
      <Text as="span" data-testid={testId} data-state="loading">
        {t('common.loading')}
      </Text>
    )
  if (contact.isError)
    return (
      <Text as="span" data-testid={testId} data-state="failed">
        {t('common.unavailable')}
      </Text>
    )
  return (
    <span data-testid={testId} data-state="loaded">
      {contact.data[type] ?? '—'}
    </span>
  )
}
