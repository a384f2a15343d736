import { createFileRoute } from '@tanstack/react-router'
import { detailSectionsOptions, trialVersionsOptions } from '../api/queries/product-detail-queries'
import { productListOptions } from '../api/queries/product-queries'
import { BuyPage } from '../features/checkout/buy/buy-page'
import { buyType, initialBuyProduct } from '../features/checkout/buy/buy-selection'
import { stringSearch } from '../router/search-params'

// value: product type or 'free'; id picks the initial product.
export const Route = createFileRoute('/Buy')({
  validateSearch: stringSearch('value', 'id'),
  loaderDeps: ({ search }: { search: { value?: string; id?: string } }) => ({ value: search.value, id: search.id }),
  loader: async ({ context, deps }) => {
    const products = await context.queryClient.ensureQueryData(productListOptions())
    // The trial cards come with the page; if their call fails, the page shows it in their place with a retry.
    if (deps.value === 'free') {
      await context.queryClient.ensureQueryData(trialVersionsOptions()).catch(() => undefined)
      return
    }
    // The first product's detail sections come with the page, so its detail tab does not grow after the first paint.
    const product = initialBuyProduct(products?.list ?? [], buyType(deps.value), deps.id)
    if (product) await context.queryClient.ensureQueryData(detailSectionsOptions(product.id)).catch(() => undefined)
  },
  component: function BuyRoute() {
    const { value, id } = Route.useSearch()
    return <BuyPage value={value} id={id} />
  },
})
