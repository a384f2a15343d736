import { createFileRoute } from '@tanstack/react-router'
import { NotOpenPage } from '../features/static-pages/not-open-page'

// Not built yet.
export const Route = createFileRoute('/AccountSupport')({
  component: NotOpenPage,
})
