import { createFileRoute } from '@tanstack/react-router'
import { FeedbackPage } from '../features/contact/feedback-page'

// Feedback with one optional image (portal.md §2).
export const Route = createFileRoute('/feedback')({
  component: FeedbackPage,
})
