import { createFileRoute } from '@tanstack/react-router'
import { AccountSupportPage } from '../features/support/account-support-page'
import { accountSupportData } from '../features/support/support-page-data'
import { pageData } from '../router/page-data'

// The account-support and knowledge-base categories.
export const Route = createFileRoute('/AccountSupport')({
  loader: ({ context }) => pageData(accountSupportData(context.queryClient)),
  codeSplitGroupings: [['loader', 'component']],
  component: AccountSupportPage,
})
