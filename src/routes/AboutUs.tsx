import { createFileRoute } from '@tanstack/react-router'
import { certificateListOptions } from '../api/queries/certificate-queries'
import { AboutPage } from '../features/about/about-page'
import { stringSearch } from '../router/search-params'

// name scrolls to a section: intro, culture, qualifications, aboutmap.
export const Route = createFileRoute('/AboutUs')({
  validateSearch: stringSearch('name'),
  loader: ({ context }) => context.queryClient.ensureQueryData(certificateListOptions()),
  component: AboutPage,
})
