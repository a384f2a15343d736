import { createFileRoute } from '@tanstack/react-router'
import { SearchNonePage } from '../features/static-pages/search-none-page'

export const Route = createFileRoute('/SearchNone')({ component: SearchNonePage })
