// useListPage with ListPagination (src/components/use-list-page.ts, list-busy.tsx): a list whose page is kept in the
// component shows the page it has until the next one is in, says meanwhile that it is loading, and never gives way
// to its boundary's loading state.
import { QueryClient, queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ListPagination } from '../../src/components/list-pagination'
import { QueryBoundary } from '../../src/components/query-boundary'
import { useListPage } from '../../src/components/use-list-page'
import { renderWithApp, startEachTestInZhCN } from './support/render-with-app'

startEachTestInZhCN()
afterEach(cleanup)

const answers = new Map<number, (rows: string[]) => void>()
const pageOptions = (page: number) =>
  queryOptions({
    queryKey: ['test', 'rows', page],
    queryFn: () => new Promise<string[]>((resolve) => answers.set(page, resolve)),
    retry: false,
  })

function Rows(): React.JSX.Element {
  const { page, setPage, changing } = useListPage()
  const rows = useSuspenseQuery(pageOptions(page)).data
  return (
    <>
      <ul data-testid="rows" aria-busy={changing || undefined}>
        {rows.map((row) => (
          <li key={row}>{row}</li>
        ))}
      </ul>
      <ListPagination total={40} pageSize={20} page={page} onPageChange={setPage} busy={changing} testId="rows-pages" />
    </>
  )
}

const answer = (page: number, rows: string[]) => act(async () => answers.get(page)!(rows))

describe('a page kept in the list', () => {
  it('keeps the rows shown and says it is loading until the next page is in', async () => {
    await renderWithApp(
      <QueryBoundary loading="加载中" failed="失败" testId="rows">
        <Rows />
      </QueryBoundary>,
      new QueryClient(),
    )
    await answer(1, ['第一行'])
    expect(screen.getByTestId('rows').textContent).toBe('第一行')
    expect(screen.getByTestId('rows-pages-busy').textContent).toBe('')

    await act(async () => fireEvent.click(screen.getByTestId('rows-pages-next')))
    expect(screen.queryByTestId('rows-loading'), "no boundary's loading state").toBeNull()
    expect(screen.getByTestId('rows').textContent, 'the page shown stays').toBe('第一行')
    expect(screen.getByTestId('rows').getAttribute('aria-busy')).toBe('true')
    expect(screen.getByTestId('rows-pages-busy').getAttribute('role')).toBe('status')
    expect(screen.getByTestId('rows-pages-busy').textContent).toBe('加载中…')

    await answer(2, ['第二十一行'])
    expect(screen.getByTestId('rows').textContent).toBe('第二十一行')
    expect(screen.getByTestId('rows').getAttribute('aria-busy')).toBeNull()
    expect(screen.getByTestId('rows-pages-busy').textContent).toBe('')
  })
})
