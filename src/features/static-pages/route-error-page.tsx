// What a route shows when its loader or component fails: the network-anomaly page, whose retry reloads
// the route's data.
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { NetworkAnomalyPage } from './network-anomaly-page'

export function RouteErrorPage({ reset }: ErrorComponentProps): React.JSX.Element {
  const router = useRouter()
  return (
    <NetworkAnomalyPage
      onRetry={() => {
        reset()
        void router.invalidate()
      }}
    />
  )
}
