import { createFileRoute } from '@tanstack/react-router'
import { softwareDownloadsOptions } from '../../api/queries/software-download-queries'
import { GuochanDownloadPage } from '../../features/guochan-download/guochan-download-page'

// Domestic (trusted-computing) download page: two OS + CPU packages from the software-download list.
export const Route = createFileRoute('/products/guochan-download')({
  loader: ({ context }) => context.queryClient.ensureQueryData(softwareDownloadsOptions(0)),
  component: GuochanDownloadPage,
})
