import { createFileRoute } from '@tanstack/react-router'
import { contactInfoOptions } from '../api/queries/contact-queries'
import { ContactUsPage } from '../features/contact/contact-us-page'
import { pageData } from '../router/page-data'

// Contact information and the leave-a-message form. The information has its own loading and error state (the loader
// asks for it, but a failure is the list's, not the page's), so the form is usable even when that list fails.
export const Route = createFileRoute('/ContactUs')({
  loader: ({ context }) => pageData([context.queryClient.ensureQueryData(contactInfoOptions())]),
  codeSplitGroupings: [['loader', 'component']],
  component: ContactUsPage,
})
