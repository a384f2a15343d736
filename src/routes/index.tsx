import { createFileRoute, redirect } from '@tanstack/react-router'
import { NotOpenPage } from '../features/static-pages/not-open-page'
import { isMobileClient } from '../router/mobile'

// Desktop: '/' is Home. Mobile: '/' is the mobile home, not built yet (docs/decisions-shell.md).
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    if (!isMobileClient()) throw redirect({ to: '/Home' })
  },
  component: NotOpenPage,
})
