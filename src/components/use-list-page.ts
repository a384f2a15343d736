// A list's page kept in the component (not in the URL). A change is a transition: the page shown stays, with its
// pagination and the focus on it, until the next page's data is in, rather than the list giving way to its loading
// state (which React then keeps for at least 300 ms, and which took the focused page button with it). `changing` is
// true meanwhile: the list says it is busy (ListBusy).
import { useCallback, useState, useTransition } from 'react'

export interface ListPage {
  page: number
  setPage: (page: number) => void
  changing: boolean
}

export function useListPage(): ListPage {
  const [page, set] = useState(1)
  const [changing, startTransition] = useTransition()
  const setPage = useCallback((next: number) => startTransition(() => set(next)), [])
  return { page, setPage, changing }
}
