import { createFileRoute } from '@tanstack/react-router'
import { NotFoundPage } from '../features/static-pages/not-found-page'

export const Route = createFileRoute('/404')({ component: NotFoundPage })
