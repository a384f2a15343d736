import { createFileRoute } from '@tanstack/react-router'
import { softwareDownloadsOptions } from '../api/queries/software-download-queries'
import { FreeSoftPage } from '../features/free-soft/free-soft-page'

// SummitView free software; its download icons come from the software-download list (type 0).
export const Route = createFileRoute('/FreeSoft')({
  loader: ({ context }) => context.queryClient.ensureQueryData(softwareDownloadsOptions(0)),
  component: FreeSoftPage,
})
