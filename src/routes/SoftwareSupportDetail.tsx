import { createFileRoute } from '@tanstack/react-router'
import { isSoftwareSection } from '../features/support/software-sections'
import { SoftwareSupportDetailPage } from '../features/support/software-support-detail-page'
import { stringSearch } from '../router/search-params'

// type: software (default), video, update or document: one software-support section on its own page.
export const Route = createFileRoute('/SoftwareSupportDetail')({
  validateSearch: stringSearch('type'),
  component: SoftwareSupportDetailRoute,
})

function SoftwareSupportDetailRoute(): React.JSX.Element {
  const { type } = Route.useSearch()
  return <SoftwareSupportDetailPage section={isSoftwareSection(type) ? type : 'software'} />
}
