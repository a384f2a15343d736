import { createFileRoute } from '@tanstack/react-router'
import { SoftwareSupportPage } from '../features/support/software-support-page'
import { SOFTWARE_SECTIONS } from '../features/support/software-sections'
import { softwareSectionData } from '../features/support/support-page-data'
import { currentVipAccess } from '../features/support/vip-access'
import { pageData } from '../router/page-data'

// Value-add software, teaching videos, software updates and documents (the last two VIP only).
export const Route = createFileRoute('/SoftwareSupport')({
  loader: ({ context }) => {
    const access = currentVipAccess(context.session)
    return pageData(SOFTWARE_SECTIONS.flatMap((section) => softwareSectionData(context.queryClient, section, access)))
  },
  codeSplitGroupings: [['loader', 'component']],
  component: SoftwareSupportPage,
})
