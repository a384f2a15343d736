import { createFileRoute } from '@tanstack/react-router'
import { NotOpenPage } from '../features/static-pages/not-open-page'

// Forum list. Not built yet.
export const Route = createFileRoute('/Communicate')({
  component: NotOpenPage,
})
