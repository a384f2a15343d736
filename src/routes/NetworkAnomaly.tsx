import { createFileRoute } from '@tanstack/react-router'
import { NetworkAnomalyPage } from '../features/static-pages/network-anomaly-page'

export const Route = createFileRoute('/NetworkAnomaly')({ component: () => <NetworkAnomalyPage /> })
