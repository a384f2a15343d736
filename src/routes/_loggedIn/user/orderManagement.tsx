import { createFileRoute, redirect } from '@tanstack/react-router'

// Where a successful payment check lands: the order tab of the personal centre.
export const Route = createFileRoute('/_loggedIn/user/orderManagement')({
  beforeLoad: () => {
    throw redirect({ to: '/PersonalCenter', search: { value: '0' } })
  },
})
