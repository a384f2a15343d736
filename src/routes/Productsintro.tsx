import { createFileRoute } from '@tanstack/react-router'
import { productFunctionsByTypeOptions } from '../api/queries/product-function-queries'
import { productListOptions } from '../api/queries/product-queries'
import { productLineFromName } from '../features/products-intro/intro-product-line'
import { ProductsIntroPage } from '../features/products-intro/products-intro-page'
import { stringSearch } from '../router/search-params'

// name: one of the five product lines (any letter case); see docs/decisions-freesoft.md.
export const Route = createFileRoute('/Productsintro')({
  validateSearch: stringSearch('name'),
  loaderDeps: ({ search }: { search: { name?: string } }) => ({ type: productLineFromName(search.name) }),
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(productFunctionsByTypeOptions(deps.type)),
      context.queryClient.ensureQueryData(productListOptions()),
    ]),
  component: ProductsIntroPage,
})
