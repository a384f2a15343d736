import { createFileRoute } from '@tanstack/react-router'
import { productListOptions } from '../api/queries/product-queries'
import { HomePage } from '../features/home/home-page'

export const Route = createFileRoute('/Home')({
  loader: ({ context }) => context.queryClient.ensureQueryData(productListOptions()),
  component: HomePage,
})
