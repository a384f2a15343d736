import { createFileRoute } from '@tanstack/react-router'
import { ContactUsPage } from '../features/contact/contact-us-page'

// Contact information and the leave-a-message form. The information loads inside the page (its own loading and
// error state), so the form is usable even when that list fails.
export const Route = createFileRoute('/ContactUs')({
  component: ContactUsPage,
})
