import { createFileRoute } from '@tanstack/react-router'
import { MachineViewerPage } from '../features/machine-viewer/machine-viewer-page'
import { stringSearch } from '../router/search-params'

// The state machine viewer for reviewers (issue 6); split into its own chunks, ELK into another on first diagram.
export const Route = createFileRoute('/machines')({
  validateSearch: stringSearch('machine'),
  component: function MachinesRoute() {
    const { machine } = Route.useSearch()
    const navigate = Route.useNavigate()
    return <MachineViewerPage selected={machine} onSelect={(id) => void navigate({ search: { machine: id } })} />
  },
})
