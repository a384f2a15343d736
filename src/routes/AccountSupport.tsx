import { createFileRoute } from '@tanstack/react-router'
import { AccountSupportPage } from '../features/support/account-support-page'

// The account-support and knowledge-base categories.
export const Route = createFileRoute('/AccountSupport')({
  component: AccountSupportPage,
})
