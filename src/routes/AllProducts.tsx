import { createFileRoute } from '@tanstack/react-router'
import { productFunctionsByTypeOptions } from '../api/queries/product-function-queries'
import { productListOptions } from '../api/queries/product-queries'
import { AllProductsPage } from '../features/all-products/all-products-page'
import { introProductFromName } from '../features/all-products/product-type-name'
import { stringSearch } from '../router/search-params'

// name: SummitMap, SummitSolid or SummitLab (SummitMAP and SummitSOLID accepted too).
export const Route = createFileRoute('/AllProducts')({
  validateSearch: stringSearch('name'),
  loaderDeps: ({ search }: { search: { name?: string } }) => ({ type: introProductFromName(search.name) }),
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(productFunctionsByTypeOptions(deps.type)),
      context.queryClient.ensureQueryData(productListOptions()),
    ]),
  component: AllProductsPage,
})
