// Paging of the qualifications carousel: 5 certificates per slide (storefront.md §9).
const CERTIFICATES_PER_PAGE = 5

export function pageCount(total: number, perPage = CERTIFICATES_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage))
}

/** The items of one page (0-based); the last page holds the remainder. */
export function pageItems<T>(items: readonly T[], page: number, perPage = CERTIFICATES_PER_PAGE): T[] {
  return items.slice(page * perPage, page * perPage + perPage)
}
