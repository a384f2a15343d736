// The licence tab against a stand-in server: loading, empty, error with a retry; the licences grouped by machine code
// with product, duration, state, end time and machine code; the prompt and its 'no orders need licences' text in
// three languages; the browser's drafts (kept across a remount, deleted, 'create' or 'update licence' for their
// machine, created through the dialog and then forgotten); the download of a created licence's file.
import { QueryClient, queryOptions } from '@tanstack/react-query'
import axe from 'axe-core'
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../domain/api-error'
import type { Licence, OrderWithLines } from '../../src/api/queries/licence-queries'
import { LicencesTab } from '../../src/features/licences/licences-tab'
import { licenceDraftsKey, type LicenceDraft } from '../../src/features/licences/licence-drafts'
import { switchLanguage } from '../../src/i18n/i18n'
import { storage } from '../../src/storage/storage'
import { renderWithApp, startEachTestInZhCN } from './support/render-with-app'

startEachTestInZhCN()

// The stand-in server: C_license/getList (a page, and the valid ones), getlicenseList, the catalogue, the download link,
// makelicense and mutiBatchCreate; the browser's download is recorded.
const server = vi.hoisted(() => ({
  list: vi.fn<(page: number) => Promise<unknown>>(),
  held: vi.fn<() => Promise<unknown>>(),
  orders: vi.fn<(userid: string) => Promise<unknown>>(),
  link: vi.fn<(id: string) => Promise<{ url: string; filename: string }>>(),
  make: vi.fn<(body: unknown) => Promise<{ msg: string }>>(),
  batch: vi.fn<(bodies: unknown) => Promise<{ msg: string }>>(),
  download: vi.fn<(url: string, name: string) => void>(),
}))

vi.mock('../../src/api/queries/licence-queries', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/api/queries/licence-queries')>()
  const { licenceKeys } = original
  return {
    ...original,
    licenceListOptions: (page: number) =>
      queryOptions({ queryKey: licenceKeys.list(page), staleTime: 0, queryFn: () => server.list(page) as never }),
    heldLicencesOptions: () => queryOptions({ queryKey: licenceKeys.held(), staleTime: 0, queryFn: () => server.held() as never }),
    licensableOrdersOptions: (userid: string) =>
      queryOptions({ queryKey: licenceKeys.licensable(userid), staleTime: 0, queryFn: () => server.orders(userid) as never }),
  }
})
vi.mock('../../src/api/queries/product-queries', () => ({
  productListOptions: () =>
    queryOptions({
      queryKey: ['product', 'list', {}],
      queryFn: async () => ({
        list: [{ id: 'prod-solid-pro', name: 'SummitSolid 专业版' }],
        pagination: { currentPage: 1, pageSize: 100, total: 1 },
      }),
    }),
}))
vi.mock('../../src/api/queries/licence-calls', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/api/queries/licence-calls')>()),
  licenceDownloadLink: server.link,
  makeLicence: server.make,
  batchMakeLicences: server.batch,
}))
vi.mock('../../src/components/browser-download', () => ({ startBrowserDownload: server.download }))

const DRAFTS_KEY = licenceDraftsKey('cust-1')

const licence = (overrides: Partial<Licence> & { id: string; machinecode: string }): Licence => ({
  productid: 'prod-map-standard',
  producttype: 'SummitMap',
  state: 1,
  duration: 2,
  durationunion: 'week',
  licensetype: 'order',
  endtime: '2026-12-08T02:00:00.000Z',
  ...overrides,
})
const licencePage = (list: Licence[], total = list.length, currentPage = 1) => ({ list, pagination: { currentPage, pageSize: 20, total } })

const MAP_A = licence({ id: 'lic-map-a', machinecode: 'MC-A' })
const SOLID_A = licence({
  id: 'lic-solid-a',
  machinecode: 'MC-A',
  productid: 'prod-solid-pro',
  producttype: 'SummitSolid',
  state: 2,
  duration: 1,
  durationunion: 'month',
  endtime: '2026-10-01T02:00:00.000Z',
})
const TRIAL_B = licence({
  id: 'lic-trial-b',
  machinecode: 'MC-B',
  productid: 'prod-map-trial',
  licensetype: 'trial',
  durationunion: 'none',
  duration: null,
  endtime: null,
})

/** A paid online order with a Map line (2 left) and a Solid line (1 left); an offline order and a used-up line. */
const ORDERS: OrderWithLines[] = [
  {
    id: 'order-1',
    ordername: '订单一',
    ordernum: 'SO1',
    creatortime: '2026-11-01T02:00:00.000Z',
    paymentamount: 398,
    paymentstate: 1,
    purchasemethod: 'online',
    orderdetaillist: [
      {
        id: 'ol-map',
        productid: 'prod-map-standard',
        productname: 'SummitMap 标准版',
        producttype: 'SummitMap',
        featureid: '1001',
        duration: 2,
        durationunion: 'week',
        number: 2,
        ordercode: 'SO1',
        licensestate: 2,
        dogState: 0,
      },
      {
        id: 'ol-solid',
        productid: 'prod-solid-pro',
        productname: 'SummitSolid 专业版',
        producttype: 'SummitSolid',
        duration: 1,
        durationunion: 'month',
        number: 1,
        ordercode: 'SO1',
        licensestate: 1,
        dogState: 0,
      },
    ],
  } as OrderWithLines,
]
const NOTHING_LEFT: OrderWithLines[] = [
  { ...ORDERS[0]!, purchasemethod: 'offline' } as OrderWithLines,
  {
    ...ORDERS[0]!,
    id: 'order-2',
    orderdetaillist: [{ ...ORDERS[0]!.orderdetaillist![0]!, id: 'ol-used', licensestate: 0 }],
  } as OrderWithLines,
]

const draft = (machinecode: string, overrides: Partial<LicenceDraft> = {}): LicenceDraft => ({
  machinecode,
  lineId: 'ol-map',
  productid: 'prod-map-standard',
  productname: 'SummitMap 标准版',
  duration: 2,
  durationunion: 'week',
  ordercode: 'SO1',
  ...overrides,
})

beforeEach(() => {
  for (const each of Object.values(server)) each.mockReset()
  server.list.mockResolvedValue(licencePage([MAP_A, TRIAL_B, SOLID_A]))
  server.held.mockResolvedValue([MAP_A, TRIAL_B])
  server.orders.mockResolvedValue(ORDERS)
})

afterEach(() => {
  cleanup()
  storage.clear()
})

async function renderTab(pageNumber?: number) {
  const onPageChange = vi.fn()
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const harness = await renderWithApp(<LicencesTab page={pageNumber} onPageChange={onPageChange} />, queryClient)
  return { ...harness, onPageChange }
}

async function flush(): Promise<void> {
  await act(async () => {
    for (let i = 0; i < 20; i++) await Promise.resolve()
  })
}

const groups = () => screen.getAllByTestId('licence-group')
const groupOf = (machine: string) => groups().find((group) => group.dataset.machine === machine)!
/** Each row of a group as [product, duration, state, end, machine]. */
const rowsOf = (machine: string) =>
  within(groupOf(machine))
    .getAllByTestId('licence-row')
    .map((row) =>
      ['licence-product', 'licence-duration', 'licence-state', 'licence-end', 'licence-machine'].map(
        (testId) => within(row).getByTestId(testId).textContent,
      ),
    )

describe('LicencesTab: the table', () => {
  it('shows a loading state, then the licences grouped by machine code, in the order the machines first appear', async () => {
    let answer: (value: unknown) => void = () => {}
    server.list.mockImplementation(() => new Promise((resolve) => (answer = resolve)))
    await renderTab(2)
    expect((await screen.findByTestId('licences-loading')).textContent).toContain('正在加载许可证…')
    expect(server.list).toHaveBeenCalledWith(2)
    expect(server.orders).toHaveBeenCalledWith('cust-1')
    act(() => answer(licencePage([MAP_A, TRIAL_B, SOLID_A], 23, 2)))
    await screen.findByTestId('licences-table')
    expect(groups().map((group) => group.dataset.machine)).toEqual(['MC-A', 'MC-B'])
    expect(
      screen
        .getAllByRole('columnheader')
        .slice(0, 6)
        .map((header) => header.textContent),
    ).toEqual(['产品', '时长', '状态', '到期时间', '机器码', '操作'])
    const [mapA, solidA] = rowsOf('MC-A')
    // The product's name from the order lines or the catalogue; else the product line.
    expect(mapA!.slice(0, 3)).toEqual(['SummitMap 标准版', '2 周', '已生成'])
    expect(mapA![3]).toMatch(/2026/)
    expect(mapA![4]).toBe('MC-A')
    expect(solidA!.slice(0, 3)).toEqual(['SummitSolid 专业版', '1 月', '已过期'])
    expect(rowsOf('MC-B')).toEqual([['SummitMap试用', '永久', '已生成', '永久', 'MC-B']])
    // No drafts: no group offers creation. The total and the pages.
    expect(groups().map((group) => group.dataset.action)).toEqual(['', ''])
    expect(screen.getByTestId('licences-pagination-total').textContent).toContain('23')
  })

  it('says when there are no licences; an empty later page offers the first page', async () => {
    server.list.mockResolvedValue(licencePage([]))
    await renderTab()
    expect((await screen.findByTestId('licences-empty')).textContent).toBe('暂无许可证')
    cleanup()
    const { onPageChange } = await renderTab(3)
    expect((await screen.findByTestId('licences-empty')).textContent).toContain('这一页没有许可证')
    fireEvent.click(screen.getByTestId('licences-first-page'))
    expect(onPageChange).toHaveBeenCalledWith(1)
  })

  it('announces a failure with a retry that asks again', async () => {
    server.list.mockRejectedValueOnce(new ApiError(500, 'boom')).mockResolvedValue(licencePage([MAP_A]))
    await renderTab()
    const error = await screen.findByTestId('licences-error')
    expect(error.getAttribute('role')).toBe('alert')
    expect(error.textContent).toContain('许可证加载失败')
    fireEvent.click(screen.getByTestId('licences-retry'))
    await screen.findByTestId('licences-table')
    expect(server.list).toHaveBeenCalledTimes(2)
  })

  it.each([
    ['en', ['SummitMap 标准版', '2 weeks', 'Created'], 'Expired', 'Permanent'],
    ['zh-TW', ['SummitMap 标准版', '2 週', '已產生'], '已過期', '永久'],
  ] as const)('%s: states, units and permanence translated', async (language, mapA, expired, permanent) => {
    await switchLanguage(language)
    await renderTab()
    await screen.findByTestId('licences-table')
    expect(rowsOf('MC-A')[0]!.slice(0, 3)).toEqual(mapA)
    expect(rowsOf('MC-A')[1]![2]).toBe(expired)
    expect(rowsOf('MC-B')[0]![3]).toBe(permanent)
  })
})

describe('LicencesTab: the creation prompt', () => {
  it('invites creation while a paid online line has licences left, and opens the dialog with those lines', async () => {
    await renderTab()
    const prompt = await screen.findByTestId('licences-prompt')
    expect(prompt.textContent).toContain('有已付款订单尚未生成许可证。')
    fireEvent.click(screen.getByTestId('licences-create'))
    await screen.findByTestId('license-dialog')
    expect(screen.getByTestId('license-line-ol-map')).toBeTruthy()
    expect(screen.getByTestId('license-line-ol-solid')).toBeTruthy()
    // The held licences reach the dialog: Map is licensed on MC-A already.
    fireEvent.change(screen.getByTestId('license-machine-code'), { target: { value: 'MC-A' } })
    expect(screen.getByTestId<HTMLInputElement>('license-tick-ol-map').disabled).toBe(true)
    expect(screen.getByTestId<HTMLInputElement>('license-tick-ol-solid').disabled).toBe(false)
  })

  it.each([
    ['zh-CN', '暂无需要生成许可证的订单'],
    ['en', 'No orders need licences'],
    ['zh-TW', '暫無需要產生許可證的訂單'],
  ] as const)('%s: says no orders need licences when none has any left, without a button', async (language, text) => {
    await switchLanguage(language)
    server.orders.mockResolvedValue(NOTHING_LEFT)
    await renderTab()
    expect((await screen.findByTestId('licences-prompt')).textContent).toBe(text)
    expect(screen.queryByTestId('licences-create')).toBeNull()
  })
})

describe('LicencesTab: drafts (not created)', () => {
  it('keeps what was chosen and not created when the dialog closes, across a remount, under its machine code', async () => {
    await renderTab()
    fireEvent.click(await screen.findByTestId('licences-create'))
    await screen.findByTestId('license-dialog')
    fireEvent.change(screen.getByTestId('license-machine-code'), { target: { value: ' MC-N ' } })
    fireEvent.click(screen.getByTestId('license-tick-ol-solid'))
    fireEvent.click(screen.getByTestId('license-cancel'))
    await flush()
    expect(groups().map((group) => group.dataset.machine)).toEqual(['MC-N', 'MC-A', 'MC-B'])
    expect(rowsOf('MC-N')).toEqual([['SummitSolid 专业版', '1 月', '未生成', '—', 'MC-N']])
    expect(storage.get(DRAFTS_KEY)).toEqual([
      draft('MC-N', {
        lineId: 'ol-solid',
        productid: 'prod-solid-pro',
        productname: 'SummitSolid 专业版',
        duration: 1,
        durationunion: 'month',
      }),
    ])
    cleanup()
    await renderTab()
    await screen.findByTestId('licences-table')
    expect(rowsOf('MC-N')).toEqual([['SummitSolid 专业版', '1 月', '未生成', '—', 'MC-N']])
    // Another customer on this browser does not see them.
    expect(storage.get(licenceDraftsKey('cust-2'))).toBeNull()
  })

  it("deletes a draft locally: gone from the list and the browser's storage, the server not asked", async () => {
    storage.set(DRAFTS_KEY, [
      draft('MC-N'),
      draft('MC-N', { lineId: 'ol-solid', productid: 'prod-solid-pro', productname: 'SummitSolid 专业版' }),
    ])
    await renderTab()
    await screen.findByTestId('licences-table')
    const deletes = within(groupOf('MC-N')).getAllByTestId('licence-draft-delete')
    expect(deletes[0]!.getAttribute('aria-label')).toBe('删除机器码 MC-N 未生成的 SummitMap 标准版')
    fireEvent.click(deletes[0]!)
    expect(rowsOf('MC-N').map((row) => row[0])).toEqual(['SummitSolid 专业版'])
    expect((storage.get<LicenceDraft[]>(DRAFTS_KEY) ?? []).map((each) => each.lineId)).toEqual(['ol-solid'])
    fireEvent.click(within(groupOf('MC-N')).getByTestId('licence-draft-delete'))
    expect(screen.queryByTestId('licence-draft-delete')).toBeNull()
    expect(storage.get(DRAFTS_KEY)).toBeNull()
    expect(server.make).not.toHaveBeenCalled()
  })

  it("offers 'update licence' only where a machine mixes created and not-created entries, 'create' where only drafts", async () => {
    storage.set(DRAFTS_KEY, [
      draft('MC-N'),
      draft('MC-A', { lineId: 'ol-solid', productid: 'prod-solid-pro', productname: 'SummitSolid 专业版' }),
    ])
    await renderTab()
    await screen.findByTestId('licences-table')
    expect(groups().map((group) => [group.dataset.machine, group.dataset.action])).toEqual([
      ['MC-N', 'create'],
      ['MC-A', 'update'],
      ['MC-B', ''],
    ])
    expect(within(groupOf('MC-A')).getByTestId('licence-group-update').textContent).toBe('更新许可')
    expect(within(groupOf('MC-N')).getByTestId('licence-group-create').textContent).toBe('生成')
    expect(rowsOf('MC-A').map((row) => row[2])).toEqual(['已生成', '已过期', '未生成'])
    expect(within(groupOf('MC-B')).queryByTestId('licence-group-update')).toBeNull()
    expect(within(groupOf('MC-B')).queryByTestId('licence-group-create')).toBeNull()
  })

  it('a machine licensed on another page still counts as created: update licence', async () => {
    storage.set(DRAFTS_KEY, [draft('MC-Z', { lineId: 'ol-solid', productid: 'prod-solid-pro', productname: 'SummitSolid 专业版' })])
    server.held.mockResolvedValue([licence({ id: 'lic-z', machinecode: 'MC-Z' })])
    await renderTab()
    await screen.findByTestId('licences-table')
    expect(groupOf('MC-Z').dataset.action).toBe('update')
  })

  it('creates from drafts: the dialog opens with the machine code and the drafts ticked; once created they are forgotten', async () => {
    storage.set(DRAFTS_KEY, [
      draft('MC-N'),
      draft('MC-N', { lineId: 'ol-solid', productid: 'prod-solid-pro', productname: 'SummitSolid 专业版' }),
      draft('MC-Q'),
    ])
    let answer: (value: { msg: string }) => void = () => {}
    server.batch.mockImplementation(() => new Promise((resolve) => (answer = resolve)))
    await renderTab()
    await screen.findByTestId('licences-table')
    fireEvent.click(within(groupOf('MC-N')).getByTestId('licence-group-create'))
    await screen.findByTestId('license-dialog')
    expect(screen.getByTestId<HTMLInputElement>('license-machine-code').value).toBe('MC-N')
    expect(screen.getByTestId<HTMLInputElement>('license-tick-ol-map').checked).toBe(true)
    expect(screen.getByTestId<HTMLInputElement>('license-tick-ol-solid').checked).toBe(true)
    fireEvent.click(screen.getByTestId('license-batch'))
    fireEvent.click(screen.getByTestId('license-warning-accept'))
    await flush()
    expect(server.batch).toHaveBeenCalledWith([
      expect.objectContaining({ machinecode: 'MC-N', orderdetailproductid: 'ol-map', productid: 'prod-map-standard' }),
      expect.objectContaining({ machinecode: 'MC-N', orderdetailproductid: 'ol-solid', productid: 'prod-solid-pro' }),
    ])
    const listCalls = server.list.mock.calls.length
    server.list.mockResolvedValue(licencePage([licence({ id: 'lic-n', machinecode: 'MC-N' }), MAP_A, TRIAL_B, SOLID_A]))
    act(() => answer({ msg: '许可证生成成功' }))
    await flush()
    // Forgotten at once (a reload now would not list them again); the other machine's draft stays.
    expect((storage.get<LicenceDraft[]>(DRAFTS_KEY) ?? []).map((each) => each.machinecode)).toEqual(['MC-Q'])
    fireEvent.click(await screen.findByTestId('license-done'))
    await flush()
    await vi.waitFor(() => expect(server.list.mock.calls.length).toBeGreaterThan(listCalls))
    await vi.waitFor(() => expect(groupOf('MC-N').dataset.action).toBe(''))
    expect(rowsOf('MC-N').map((row) => row[2])).toEqual(['已生成'])
    expect(groupOf('MC-Q').dataset.action).toBe('create')
  })

  it('a draft no longer allowed is dropped from the dialog, and forgotten when it closes; a refused creation keeps the drafts', async () => {
    // The Map line is licensed on MC-A already (held): that draft cannot be created.
    storage.set(DRAFTS_KEY, [
      draft('MC-A'),
      draft('MC-A', { lineId: 'ol-solid', productid: 'prod-solid-pro', productname: 'SummitSolid 专业版' }),
    ])
    server.make.mockRejectedValue(new ApiError(409, '该订单的许可数量已用完'))
    await renderTab()
    await screen.findByTestId('licences-table')
    fireEvent.click(within(groupOf('MC-A')).getByTestId('licence-group-update'))
    await screen.findByTestId('license-dialog')
    expect(screen.getByTestId<HTMLInputElement>('license-tick-ol-map').checked).toBe(false)
    expect(screen.getByTestId<HTMLInputElement>('license-tick-ol-solid').checked).toBe(true)
    fireEvent.click(screen.getByTestId('license-confirm'))
    fireEvent.click(screen.getByTestId('license-warning-accept'))
    await flush()
    expect(screen.getByTestId('license-message').textContent).toBe('该订单的许可数量已用完')
    fireEvent.click(screen.getByTestId('license-cancel'))
    await flush()
    expect((storage.get<LicenceDraft[]>(DRAFTS_KEY) ?? []).map((each) => `${each.machinecode}/${each.lineId}`)).toEqual(['MC-A/ol-solid'])
  })
})

describe('LicencesTab: accessibility', () => {
  it('has no axe violations with licences, drafts and a failed download shown (jsdom: no colour contrast)', async () => {
    storage.set(DRAFTS_KEY, [
      draft('MC-N'),
      draft('MC-A', { lineId: 'ol-solid', productid: 'prod-solid-pro', productname: 'SummitSolid 专业版' }),
    ])
    server.link.mockRejectedValue(new ApiError(404, 'not found'))
    const { container } = await renderTab()
    await screen.findByTestId('licences-table')
    fireEvent.click(within(groupOf('MC-B')).getByTestId('licence-download'))
    await flush()
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })
    expect(result.passes.length).toBeGreaterThan(10)
    expect(result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`)).toEqual([])
  })

  it('is usable by keyboard: the actions are buttons in tab order', async () => {
    storage.set(DRAFTS_KEY, [draft('MC-N')])
    await renderTab()
    await screen.findByTestId('licences-table')
    const create = within(groupOf('MC-N')).getByTestId('licence-group-create')
    const remove = within(groupOf('MC-N')).getByTestId('licence-draft-delete')
    for (const button of [screen.getByTestId('licences-create'), create, remove, ...screen.getAllByTestId('licence-download')]) {
      expect(button.tagName).toBe('BUTTON')
      expect(button.tabIndex).toBe(0)
    }
    // Deleting the focused draft keeps the focus in the tab.
    act(() => remove.focus())
    fireEvent.click(remove)
    expect(screen.getByTestId('licences-tab').contains(document.activeElement)).toBe(true)
  })
})

describe('LicencesTab: download', () => {
  it('downloads a created or expired licence through its short-lived link, busy meanwhile', async () => {
    let answer: (value: { url: string; filename: string }) => void = () => {}
    server.link.mockImplementation(() => new Promise((resolve) => (answer = resolve)))
    await renderTab()
    await screen.findByTestId('licences-table')
    expect(screen.getAllByTestId('licence-download')).toHaveLength(3)
    const button = within(groupOf('MC-A')).getAllByTestId('licence-download')[1]!
    expect(button.getAttribute('aria-label')).toBe('下载机器码 MC-A 的 SummitSolid 专业版 许可证文件')
    fireEvent.click(button)
    expect(server.link).toHaveBeenCalledWith('lic-solid-a')
    await vi.waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'))
    act(() => answer({ url: '/api/business/C_license/downloadFile?data=tok', filename: 'SOLID-MC-A.lic' }))
    await flush()
    expect(server.download).toHaveBeenCalledWith('/api/business/C_license/downloadFile?data=tok', 'SOLID-MC-A.lic')
    expect(button.hasAttribute('aria-busy')).toBe(false)
  })

  it('names the licence whose download failed', async () => {
    server.link.mockRejectedValue(new ApiError(404, 'not found'))
    await renderTab()
    await screen.findByTestId('licences-table')
    fireEvent.click(within(groupOf('MC-B')).getByTestId('licence-download'))
    await flush()
    const error = within(groupOf('MC-B')).getByTestId('licence-download-error')
    expect(error.getAttribute('role')).toBe('alert')
    expect(error.textContent).toBe('SummitMap（MC-B）的许可证文件下载失败，请稍后重试')
    expect(server.download).not.toHaveBeenCalled()
  })
})
