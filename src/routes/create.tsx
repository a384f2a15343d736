import { createFileRoute } from '@tanstack/react-router'
import { NotOpenPage } from '../features/static-pages/not-open-page'

// Mobile route set. Not built yet.
export const Route = createFileRoute('/create')({
  component: NotOpenPage,
})
