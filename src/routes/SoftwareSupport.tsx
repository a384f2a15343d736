import { createFileRoute } from '@tanstack/react-router'
import { SoftwareSupportPage } from '../features/support/software-support-page'

// Value-add software, teaching videos, software updates and documents (the last two VIP only).
export const Route = createFileRoute('/SoftwareSupport')({
  component: SoftwareSupportPage,
})
