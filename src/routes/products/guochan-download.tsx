import { createFileRoute } from '@tanstack/react-router'
import { NotOpenPage } from '../../features/static-pages/not-open-page'

// Domestic (trusted-computing) download page. Not built yet.
export const Route = createFileRoute('/products/guochan-download')({
  component: NotOpenPage,
})
