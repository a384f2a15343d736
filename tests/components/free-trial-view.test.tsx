// The free-trial view's way into the trial licence request, inside a memory router against a stand-in API client: the
// intro's and each card's request action (the card's product chosen), the link to the licence tab, and the logged-out
// round trip: typed, sent to /login, and after the login the request is open again as typed.
import { QueryClient } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { waitFor as waitForActor } from 'xstate'
import { FreeTrialView } from '../../src/features/checkout/buy/free-trial-view'
import { parseSearch, stringifySearch } from '../../src/router/search-serialization'
import { storage } from '../../src/storage/storage'
import { renderWithApp, startEachTestInZhCN } from './support/render-with-app'

startEachTestInZhCN()

type Envelope = { code: number; msg?: string; data?: unknown }
const server = vi.hoisted(() => ({
  post: vi.fn<(path: string) => Promise<Envelope>>(),
  // The trial cards' and the install videos' calls; by default they answer at once.
  trials: vi.fn<() => Promise<Envelope> | undefined>(),
  videos: vi.fn<() => Promise<Envelope> | undefined>(),
}))

const SOLD = [
  { id: 'prod-map-standard', name: 'SummitMap 标准版', type: 'SummitMap', havefree: 1, freeproductid: 'prod-map-trial' },
  { id: 'prod-solid-pro', name: 'SummitSolid 专业版', type: 'SummitSolid', havefree: 1, freeproductid: 'prod-solid-trial' },
  { id: 'prod-lab-standard', name: 'SummitLab 标准版', type: 'SummitLab', havefree: 1, freeproductid: 'prod-lab-trial' },
]
const CARDS = [
  { id: 'tv-1', softwarename: 'SummitMap 试用版', producttype: 'SummitMap' },
  { id: 'tv-2', softwarename: 'SummitSolid 试用版', producttype: 'SummitSolid' },
  { id: 'tv-3', softwarename: 'SummitLab 试用版', producttype: 'SummitLab' },
]

vi.mock('../../src/api/client', () => {
  const answer = (data: Envelope) => Promise.resolve({ data, response: new Response(null, { status: 200 }) })
  return {
    api: {
      GET: async (path: string) =>
        answer(
          path === '/api/business/C_productmes'
            ? { code: 200, data: { list: SOLD } }
            : path === '/api/business/C_softwaredownload'
              ? ((await server.videos()) ?? { code: 200, data: { list: [] } })
              : { code: 200, data: { list: [] } },
        ),
      POST: async (path: string) =>
        answer(
          path === '/api/business/C_trialversion/getList'
            ? ((await server.trials()) ?? { code: 200, data: { list: CARDS } })
            : await server.post(path),
        ),
    },
  }
})

beforeEach(() => {
  server.post.mockReset()
  server.trials.mockReset()
  server.videos.mockReset()
})

afterEach(() => {
  cleanup()
  storage.clear()
  sessionStorage.clear()
})

/** Inside a memory router with the app's search serialization (plain values, as the app's addresses carry them). */
async function renderView(waitForCards = true) {
  const router = createRouter({
    routeTree: createRootRoute({ component: FreeTrialView }),
    history: createMemoryHistory({ initialEntries: ['/Buy?value=free'] }),
    parseSearch,
    stringifySearch,
  })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const harness = await renderWithApp(<RouterProvider router={router} />, queryClient)
  if (waitForCards) await waitFor(() => expect(screen.getAllByTestId('buy-trial-card-request')).toHaveLength(3))
  return { ...harness, router }
}

const selectedProduct = () => (screen.getByTestId('trial-licence-product') as HTMLSelectElement).value

describe('FreeTrialView: the trial licence request', () => {
  it("opens the request from the intro and from a card with that card's trial product, linking to the licence tab", async () => {
    await renderView()
    fireEvent.click(screen.getByTestId('buy-trial-request'))
    await screen.findByTestId('trial-licence-dialog')
    expect(selectedProduct()).toBe('prod-map-trial')
    fireEvent.click(screen.getByTestId('trial-licence-dialog-close'))
    await waitFor(() => expect(screen.queryByTestId('trial-licence-dialog')).toBeNull())

    const solidCard = screen.getAllByTestId('buy-trial-card').find((card) => card.textContent?.includes('SummitSolid'))!
    const request = within(solidCard).getByTestId('buy-trial-card-request')
    expect(request.getAttribute('aria-label')).toBe('申请试用许可证: SummitSolid 试用版')
    fireEvent.click(request)
    await screen.findByTestId('trial-licence-dialog')
    expect(selectedProduct()).toBe('prod-solid-trial')

    server.post.mockResolvedValue({
      code: 200,
      data: { id: 'lic-1', machinecode: 'PC-1', productid: 'prod-solid-trial', state: 1, endtime: '2026-12-24T08:00:00.000Z' },
    })
    fireEvent.change(screen.getByTestId('trial-licence-machine'), { target: { value: 'PC-1' } })
    await act(async () => {
      fireEvent.click(screen.getByTestId('trial-licence-submit'))
    })
    expect(server.post).toHaveBeenCalledWith('/api/business/C_license/applyLicense')
    const link = await screen.findByTestId('trial-licence-licences-link')
    expect(link.getAttribute('href')).toBe('/PersonalCenter?value=1')
  })

  it('sends a logged-out visitor to /login and, once logged in, opens the request again as typed', async () => {
    const { session, router } = await renderView()
    session.send({ type: 'session.logout' })
    await waitForActor(session, (state) => state.matches('loggedOut'))
    fireEvent.click(screen.getAllByTestId('buy-trial-card-request')[2])
    await screen.findByTestId('trial-licence-dialog')
    expect(selectedProduct()).toBe('prod-lab-trial')
    fireEvent.change(screen.getByTestId('trial-licence-machine'), { target: { value: 'LAB-PC' } })
    fireEvent.change(screen.getByTestId('trial-licence-company'), { target: { value: '某某大学' } })
    await act(async () => {
      fireEvent.click(screen.getByTestId('trial-licence-submit'))
    })
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(server.post).not.toHaveBeenCalled()

    act(() => session.send({ type: 'session.login', token: 'tok-2', kind: 'customer' }))
    await waitForActor(session, (state) => state.matches('loggedIn'))
    await screen.findByTestId('trial-licence-dialog')
    expect(selectedProduct()).toBe('prod-lab-trial')
    expect((screen.getByTestId('trial-licence-machine') as HTMLInputElement).value).toBe('LAB-PC')
    expect((screen.getByTestId('trial-licence-company') as HTMLInputElement).value).toBe('某某大学')
    expect(screen.getByTestId('trial-licence-submit').textContent).toBe('提交申请')
  })
})

function deferred() {
  let settle!: (envelope: Envelope) => void
  const promise = new Promise<Envelope>((resolve) => (settle = resolve))
  return { promise, settle }
}

describe('FreeTrialView: waiting and failing', () => {
  it('says the trial cards are loading, then shows them; a failed call says so with a retry that loads them', async () => {
    const first = deferred()
    server.trials.mockReturnValueOnce(first.promise)
    await renderView(false)
    const loading = await screen.findByTestId('buy-trials-loading')
    expect(loading.getAttribute('role')).toBe('status')
    expect(loading.textContent).toContain('加载中…')
    await act(async () => first.settle({ code: 500, msg: '服务器错误' }))
    const failed = await screen.findByTestId('buy-trials-error')
    expect(failed.getAttribute('role')).toBe('alert')
    expect(failed.textContent).toContain('加载失败，请稍后重试')
    expect(screen.queryAllByTestId('buy-trial-card')).toHaveLength(0)
    fireEvent.click(screen.getByTestId('buy-trials-retry'))
    await waitFor(() => expect(screen.getAllByTestId('buy-trial-card')).toHaveLength(3))
    expect(screen.queryByTestId('buy-trials-error')).toBeNull()
  })

  it('says the install videos are loading rather than that there are none, and says when there are none or the call failed', async () => {
    await renderView()
    const pending = deferred()
    server.videos.mockReturnValueOnce(pending.promise)
    fireEvent.click(screen.getByTestId('buy-install-video'))
    expect((await screen.findByTestId('buy-videos-loading')).textContent).toContain('加载中…')
    expect(screen.queryByText('暂无视频')).toBeNull()
    await act(async () => pending.settle({ code: 503, msg: '服务暂不可用' }))
    expect((await screen.findByTestId('buy-videos-error')).textContent).toContain('加载失败，请稍后重试')
    expect(screen.queryByText('暂无视频')).toBeNull()
    fireEvent.click(screen.getByTestId('buy-videos-retry'))
    await screen.findByText('暂无视频')
  })
})
