// The order name (storefront.md §3 Order payload): the product types of the lines, in order and once each, joined
// with '-', plus the purchase wording. The server names every order with it; the client sends the same name.

export const orderName = (productTypes: readonly string[]): string =>
  `${[...new Set(productTypes.filter((type) => type !== ''))].join('-')}订阅购买`
