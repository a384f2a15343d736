import { createFileRoute } from '@tanstack/react-router'
import { certificateListOptions } from '../api/queries/certificate-queries'
import { companyTextsOptions } from '../api/queries/company-text-queries'
import { AboutPage } from '../features/about/about-page'
import { stringSearch } from '../router/search-params'

// name scrolls to a section: intro, culture, qualifications, aboutmap.
export const Route = createFileRoute('/AboutUs')({
  validateSearch: stringSearch('name'),
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(certificateListOptions()),
      context.queryClient.ensureQueryData(companyTextsOptions()),
    ]),
  component: AboutPage,
})
