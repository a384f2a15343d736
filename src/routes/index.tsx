import { createFileRoute, redirect } from '@tanstack/react-router'
import { NotOpenPage } from '../features/static-pages/not-open-page'
import { isMobileClient } from '../router/mobile'

// Desktop: '/' is Home. On a phone the root route sends '/' to /ApplyHome first (src/router/mobile.ts).
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    if (!isMobileClient()) throw redirect({ to: '/Home' })
  },
  component: NotOpenPage,
})
