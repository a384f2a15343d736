// The personal centre shell: which tab the route's `value` selects (license after its delay), the red dot of the
// authentication tab (from domain/profile-rules.ts on the customer's info), keyboard use and logout.
import { QueryClient } from '@tanstack/react-query'
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { userKeys, type CustomerInfo } from '../../src/api/queries/user-queries'
import { centerTabOf, LICENSE_TAB_DELAY_MS } from '../../src/features/personal-center/center-tabs'
import { PersonalCenterShell, type PersonalCenterShellProps } from '../../src/features/personal-center/personal-center-shell'
import { TOKEN_KEY, USERINFO_KEY, storage } from '../../src/storage/storage'
import { renderWithApp, startEachTestInZhCN } from './support/render-with-app'

startEachTestInZhCN()

const COMPLETE: CustomerInfo = {
  id: 'cust-1',
  username: '测试用户',
  companyname: '测试测绘有限公司',
  companysocialcreditcode: '91350100M000100Y43',
}

afterEach(async () => {
  cleanup()
  vi.useRealTimers()
  storage.clear()
})

function withInfo(info: CustomerInfo): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } })
  queryClient.setQueryData(userKeys.info('customer'), info)
  return queryClient
}

async function renderShell(value: string | undefined, info: CustomerInfo = COMPLETE, overrides: Partial<PersonalCenterShellProps> = {}) {
  const props: PersonalCenterShellProps = {
    value,
    onSelect: vi.fn(),
    onLicenseDelayOver: vi.fn(),
    ordersPanel: <p data-testid="orders-panel">orders</p>,
    licencesPanel: <p data-testid="licences-panel">licences</p>,
    invoicesPanel: <p data-testid="invoices-panel">invoices</p>,
    profilePanel: <p data-testid="profile-panel">profile</p>,
    ...overrides,
  }
  const harness = await renderWithApp(<PersonalCenterShell {...props} />, withInfo(info))
  return { ...harness, props }
}

const selectedTab = () => screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true')

describe('centerTabOf (the route value → the tab)', () => {
  it.each([
    ['0', '0'],
    ['1', '1'],
    ['2', '2'],
    ['3', '3'],
    ['license', '1'],
    [undefined, '0'],
    ['', '0'],
    ['4', '0'],
    ['-1', '0'],
    ['LICENSE', '0'],
    ['orders', '0'],
  ])('%s selects tab %s', (value, tab) => {
    expect(centerTabOf(value)).toBe(tab)
  })
})

describe('PersonalCenterShell', () => {
  it('lists the tabs in the spec order, then logout outside the tablist', async () => {
    await renderShell('0')
    const tablist = screen.getByRole('tablist')
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['订单管理', '许可申请', '发票管理', '用户认证'])
    expect(within(tablist).queryByText('退出登录')).toBeNull()
    expect(screen.getByRole('button', { name: '退出登录' })).toBeTruthy()
  })

  it.each([
    ['3', '用户认证', 'profile-panel'],
    ['2', '发票管理', 'invoices-panel'],
    ['0', '订单管理', 'orders-panel'],
    [undefined, '订单管理', 'orders-panel'],
    ['9', '订单管理', 'orders-panel'],
  ])('value %s selects %s, shows its panel only and titles the page with it', async (value, name, panel) => {
    await renderShell(value)
    expect(selectedTab()?.textContent).toBe(name)
    expect(screen.getByTestId(panel)).toBeTruthy()
    expect(screen.queryAllByTestId(/-panel$/)).toHaveLength(1)
    expect(document.title).toBe(`个人中心 - ${name} - Summit 软件商城`)
  })

  it('value 1 selects the licence tab and shows its panel', async () => {
    await renderShell('1')
    expect(selectedTab()?.textContent).toBe('许可申请')
    expect(screen.getByTestId('licences-panel')).toBeTruthy()
    expect(screen.queryAllByTestId(/-panel$/)).toHaveLength(1)
  })

  it('value=license shows the licence tab opening, and asks for value=1 after LICENSE_TAB_DELAY_MS, not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { props } = await renderShell('license')
    expect(selectedTab()?.textContent).toBe('许可申请')
    expect(screen.getByText('正在打开许可申请…')).toBeTruthy()
    act(() => vi.advanceTimersByTime(LICENSE_TAB_DELAY_MS - 1))
    expect(props.onLicenseDelayOver).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(props.onLicenseDelayOver).toHaveBeenCalledTimes(1)
  })

  it('a click on a tab asks the route for that value', async () => {
    const { props } = await renderShell('0')
    fireEvent.click(screen.getByRole('tab', { name: '发票管理' }))
    await vi.waitFor(() => expect(props.onSelect).toHaveBeenLastCalledWith('2'))
  })

  it('the arrow keys move focus along the tabs without selecting (manual activation); the focused button selects', async () => {
    const { props } = await renderShell('0')

    const orders = screen.getByRole('tab', { name: '订单管理' })
    act(() => orders.focus())
    fireEvent.keyDown(orders, { key: 'ArrowRight' })
    const licences = screen.getByRole('tab', { name: '许可申请' })
    await vi.waitFor(() => expect(document.activeElement).toBe(licences))
    // Moving focus alone asks for nothing (no history entry per arrow key).
    expect(props.onSelect).not.toHaveBeenCalled()
    // Enter and Space on a focused <button> are a click in a browser (jsdom does not synthesise it; the browser test
    // presses the real keys).
    fireEvent.click(licences)
    await vi.waitFor(() => expect(props.onSelect).toHaveBeenLastCalledWith('1'))
    expect(licences.tagName).toBe('BUTTON')
  })

  describe('red dot on 用户认证', () => {
    it.each([
      ['no credit code', { ...COMPLETE, companysocialcreditcode: null }, true],
      ['no company name', { ...COMPLETE, companyname: '' }, true],
      ['a blank company name', { ...COMPLETE, companyname: '   ' }, true],
      ['neither', { ...COMPLETE, companyname: null, companysocialcreditcode: null }, true],
      ['both filled in', COMPLETE, false],
    ])('%s: dot %s', async (_, info, dot) => {
      await renderShell('0', info)
      const tab = screen.getByTestId('center-tab-authentication')
      expect(within(tab).queryByTestId('profile-red-dot') !== null).toBe(dot)
      // Not colour only: the tab's accessible name says the details are missing.
      expect(tab.textContent).toBe(dot ? '用户认证（资料待完善）' : '用户认证')
    })

    it('goes away when the customer info in the cache is complete (no reload)', async () => {
      const { queryClient } = await renderShell('3', { ...COMPLETE, companysocialcreditcode: null })
      expect(screen.queryByTestId('profile-red-dot')).not.toBeNull()
      act(() => queryClient.setQueryData(userKeys.info('customer'), COMPLETE))
      await vi.waitFor(() => expect(screen.queryByTestId('profile-red-dot')).toBeNull())
    })
  })

  it('退出登录 logs out through the session: token and stored profile cleared, then Home', async () => {
    const { logoutCalls, navigation } = await renderShell('0')
    expect(storage.get(TOKEN_KEY)).toBe('tok')
    expect(storage.get(USERINFO_KEY)).not.toBeNull()
    fireEvent.click(screen.getByTestId('center-logout'))
    await vi.waitFor(() => expect(navigation.resetRouting).toHaveBeenCalledWith('customer'))
    expect(logoutCalls()).toBe(1)
    expect(storage.get(TOKEN_KEY)).toBeNull()
    expect(storage.get(USERINFO_KEY)).toBeNull()
  })
})
