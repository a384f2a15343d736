import { createFileRoute } from '@tanstack/react-router'
import { productListOptions } from '../api/queries/product-queries'
import { BuyMenuPage } from '../features/checkout/buy/buy-menu-page'
import { stringSearch } from '../router/search-params'

// Subscription configurator; id picks the product.
export const Route = createFileRoute('/BuyMenu')({
  validateSearch: stringSearch('id'),
  loader: ({ context }) => context.queryClient.ensureQueryData(productListOptions()),
  component: function BuyMenuRoute() {
    const { id } = Route.useSearch()
    return <BuyMenuPage productId={id} />
  },
})
