import { createFileRoute } from '@tanstack/react-router'
import { productListOptions } from '../api/queries/product-queries'
import { BuyPage } from '../features/checkout/buy/buy-page'
import { stringSearch } from '../router/search-params'

// value: product type or 'free'; id picks the initial product.
export const Route = createFileRoute('/Buy')({
  validateSearch: stringSearch('value', 'id'),
  loader: ({ context }) => context.queryClient.ensureQueryData(productListOptions()),
  component: function BuyRoute() {
    const { value, id } = Route.useSearch()
    return <BuyPage value={value} id={id} />
  },
})
