import { createFileRoute } from '@tanstack/react-router'
import { NotOpenPage } from '../features/static-pages/not-open-page'

// Mobile route set (docs/decisions-shell.md). Not built yet.
export const Route = createFileRoute('/apply')({
  component: NotOpenPage,
})
