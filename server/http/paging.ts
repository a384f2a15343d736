// Paging shared by list handlers: data.list + data.pagination {currentPage, pageSize, total}.
import { MAX_CURRENT_PAGE, MAX_PAGE_SIZE } from '../../domain/limits'

export interface PageRequest {
  currentPage?: number
  pageSize?: number
}

export interface PageWindow {
  currentPage: number
  pageSize: number
  offset: number
}

export function pageWindow(request: PageRequest | undefined, defaultSize = 20): PageWindow {
  // The contract already bounds both; clamping again keeps the SQL offset in range for any caller.
  const currentPage = Math.min(MAX_CURRENT_PAGE, Math.max(1, request?.currentPage ?? 1))
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, request?.pageSize ?? defaultSize))
  return { currentPage, pageSize, offset: (currentPage - 1) * pageSize }
}

export function page<T>(list: T[], total: number, window: PageWindow) {
  return { list, pagination: { currentPage: window.currentPage, pageSize: window.pageSize, total } }
}

/** numeric columns arrive as strings ('699.00'); JSON carries them as numbers with the same 2 decimals. */
export const money = (value: string | null | undefined): number => (value === null || value === undefined ? 0 : Number(value))

/** An unpaged list in the paged shape. */
export function wholeList<T>(list: T[]) {
  return { list, pagination: { currentPage: 1, pageSize: Math.max(1, list.length), total: list.length } }
}
