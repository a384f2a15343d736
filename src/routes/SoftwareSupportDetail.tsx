import { createFileRoute } from '@tanstack/react-router'
import { softwareSectionOf } from '../features/support/software-sections'
import { SoftwareSupportDetailPage } from '../features/support/software-support-detail-page'
import { stringSearch } from '../router/search-params'
import { softwareSectionData } from '../features/support/support-page-data'
import { currentVipAccess } from '../features/support/vip-access'
import { pageData } from '../router/page-data'

// type: software (default), video, update or document: one software-support section on its own page.
export const Route = createFileRoute('/SoftwareSupportDetail')({
  validateSearch: stringSearch('type'),
  loaderDeps: ({ search }: { search: { type?: string } }) => ({ type: search.type }),
  loader: ({ context, deps }) =>
    pageData(softwareSectionData(context.queryClient, softwareSectionOf(deps.type), currentVipAccess(context.session))),
  codeSplitGroupings: [['loader', 'component']],
  component: SoftwareSupportDetailRoute,
})

function SoftwareSupportDetailRoute(): React.JSX.Element {
  const { type } = Route.useSearch()
  return <SoftwareSupportDetailPage section={softwareSectionOf(type)} />
}
