// prefetchOnIntent (src/components/prefetch-on-intent.ts): a control that opens something whose data loads on opening
// asks for that data when the pointer reaches or presses it or the focus does, so that what opens renders with it and
// not with a loading state that React would keep for at least 300 ms.
import { QueryClient, queryOptions, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { INTENT_PREFETCH_FRESH_MS, prefetchOnIntent } from '../../src/components/prefetch-on-intent'
import { QueryBoundary } from '../../src/components/query-boundary'
import { renderWithApp, startEachTestInZhCN } from './support/render-with-app'

startEachTestInZhCN()
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const fetchDetail = vi.fn<() => Promise<string>>()
const detailOptions = (staleTime = 0) =>
  queryOptions({ queryKey: ['test', 'detail'], queryFn: () => fetchDetail(), staleTime, refetchOnMount: false, retry: false })

function Detail(): React.JSX.Element {
  return <p data-testid="detail">{useSuspenseQuery(detailOptions()).data}</p>
}

function OpensDetail({ staleTime = 0 }: { staleTime?: number }): React.JSX.Element {
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  return (
    <>
      <button data-testid="open" onClick={() => setOpen(true)} {...prefetchOnIntent(queryClient, () => [detailOptions(staleTime)])} />
      {open && (
        <QueryBoundary loading="加载中" failed="失败" testId="detail">
          <Detail />
        </QueryBoundary>
      )}
    </>
  )
}

const settled = () => act(async () => void (await new Promise((resolve) => setTimeout(resolve, 0))))
const render = (ui: React.ReactNode) => renderWithApp(ui, new QueryClient())

describe('prefetch on intent', () => {
  it('asks when the pointer reaches the control, and what the click opens renders with the data, no loading state', async () => {
    fetchDetail.mockReset().mockResolvedValue('订单详情')
    await render(<OpensDetail />)
    expect(fetchDetail).not.toHaveBeenCalled()
    fireEvent.pointerEnter(screen.getByTestId('open'))
    expect(fetchDetail).toHaveBeenCalledTimes(1)
    await settled()
    fireEvent.click(screen.getByTestId('open'))
    expect(screen.queryByTestId('detail-loading'), 'no loading state').toBeNull()
    expect(screen.getByTestId('detail').textContent).toBe('订单详情')
    expect(fetchDetail, 'the dialog does not ask again').toHaveBeenCalledTimes(1)
  })

  it('asks on the focus and on a press too, once while the data is fresh, again once it is older', async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
    fetchDetail.mockReset().mockResolvedValue('订单详情')
    await render(<OpensDetail />)
    fireEvent.focus(screen.getByTestId('open'))
    await settled()
    fireEvent.pointerDown(screen.getByTestId('open'))
    fireEvent.pointerEnter(screen.getByTestId('open'))
    await settled()
    expect(fetchDetail).toHaveBeenCalledTimes(1)
    vi.setSystemTime(Date.now() + INTENT_PREFETCH_FRESH_MS + 1)
    fireEvent.pointerDown(screen.getByTestId('open'))
    expect(fetchDetail).toHaveBeenCalledTimes(2)
  })

  it('keeps a query fresh for as long as its own options say, when that is longer', async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
    fetchDetail.mockReset().mockResolvedValue('订单详情')
    await render(<OpensDetail staleTime={5 * 60_000} />)
    fireEvent.pointerEnter(screen.getByTestId('open'))
    await settled()
    vi.setSystemTime(Date.now() + INTENT_PREFETCH_FRESH_MS + 1)
    fireEvent.pointerEnter(screen.getByTestId('open'))
    expect(fetchDetail).toHaveBeenCalledTimes(1)
  })

  it('forgets a failed prefetch: what opens asks again and shows the data', async () => {
    fetchDetail.mockReset().mockRejectedValueOnce(new Error('network')).mockResolvedValue('订单详情')
    await render(<OpensDetail />)
    fireEvent.pointerEnter(screen.getByTestId('open'))
    await settled()
    fireEvent.click(screen.getByTestId('open'))
    expect(await screen.findByTestId('detail')).toBeTruthy()
    expect(screen.getByTestId('detail').textContent).toBe('订单详情')
    expect(fetchDetail).toHaveBeenCalledTimes(2)
  })
})
