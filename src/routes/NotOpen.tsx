import { createFileRoute } from '@tanstack/react-router'
import { NotOpenPage } from '../features/static-pages/not-open-page'

export const Route = createFileRoute('/NotOpen')({ component: NotOpenPage })
