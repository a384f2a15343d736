// The free-trial licence request against a stand-in API client (the real trial and download calls run on it): the
// rules, the required trimmed machine code, applyLicense for SummitMap / SummitSolid and makeLabStart for SummitLab
// with only the fields typed, the trial's end and the file's download, the server's refusal as it is, the login
// round trip keeping what was typed, a reseller account, three languages and axe.
import { QueryClient } from '@tanstack/react-query'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import axe from 'axe-core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Licence } from '../../src/api/queries/trial-licence-calls'
import { TrialLicenceDialog, type TrialAccount } from '../../src/features/checkout/buy/trial-licence-dialog'
import { trialProductsOf, type TrialProduct } from '../../src/features/checkout/buy/trial-products'
import { takeTrialDraft, type TrialRequestDraft } from '../../src/features/checkout/buy/trial-request-draft'
import { switchLanguage } from '../../src/i18n/i18n'
import { storage } from '../../src/storage/storage'
import { renderWithApp, startEachTestInZhCN } from './support/render-with-app'

startEachTestInZhCN()

type Envelope = { code: number; msg?: string; data?: unknown }
const server = vi.hoisted(() => ({
  post: vi.fn<(path: string, init: { body: unknown }) => Promise<Envelope>>(),
  get: vi.fn<(path: string, init: { params: unknown }) => Promise<Envelope>>(),
  download: vi.fn<(url: string, name: string) => void>(),
}))

vi.mock('../../src/api/client', () => {
  const answer = async (envelope: Promise<Envelope>) => {
    const data = await envelope
    return { data, response: new Response(null, { status: 200 }) }
  }
  return {
    api: {
      POST: (path: string, init: { body: unknown }) => answer(server.post(path, init)),
      GET: (path: string, init: { params: unknown }) => answer(server.get(path, init)),
    },
  }
})
vi.mock('../../src/components/browser-download', () => ({ startBrowserDownload: server.download }))

const TRIALS: TrialProduct[] = [
  { productid: 'prod-map-trial', line: 'SummitMap' },
  { productid: 'prod-solid-trial', line: 'SummitSolid' },
  { productid: 'prod-lab-trial', line: 'SummitLab' },
]
const END = '2026-12-24T08:00:00.000Z'
const licence = (overrides: Partial<Licence> = {}): Licence => ({
  id: 'lic-9',
  machinecode: 'PC-0001',
  productid: 'prod-map-trial',
  state: 1,
  licensetype: 'trial',
  endtime: END,
  ...overrides,
})

beforeEach(() => {
  server.post.mockReset()
  server.get.mockReset()
  server.download.mockReset()
  server.get.mockResolvedValue({ code: 200, data: { data: 'tok-1', filename: 'SM-TRIAL-PC-0001.lic' } })
})

afterEach(() => {
  cleanup()
  storage.clear()
  sessionStorage.clear()
})

async function renderDialog(options: { account?: TrialAccount; initial?: Partial<TrialRequestDraft>; trials?: TrialProduct[] } = {}) {
  const onLoginRequired = vi.fn()
  const onClose = vi.fn()
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const harness = await renderWithApp(
    <TrialLicenceDialog
      open
      onClose={onClose}
      trials={options.trials ?? TRIALS}
      initial={options.initial}
      account={options.account ?? 'customer'}
      onLoginRequired={onLoginRequired}
      licencesLink={
        <a href="/pc/PersonalCenter?value=1" data-testid="licences-link">
          licence tab
        </a>
      }
    />,
    queryClient,
  )
  await screen.findByTestId('trial-licence-dialog')
  return { ...harness, onLoginRequired, onClose }
}

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } })
const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByTestId('trial-licence-submit'))
  })
}

async function axeViolations(container: Element): Promise<string[]> {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

describe('trialProductsOf', () => {
  it('takes the freeproductid of the first sold product of each trial family, in menu order', () => {
    const sold = (id: string, type: string, freeproductid: string | null, havefree: 0 | 1 = 1) =>
      ({ id, name: id, type, havefree, freeproductid }) as never
    expect(
      trialProductsOf([
        sold('lab-1', 'SummitLab', 'lab-trial'),
        sold('map-1', 'SummitMap', 'map-trial'),
        sold('map-2', 'SummitMap', 'map-trial-2'),
        sold('solid-1', 'SummitSolid', null),
        sold('solid-2', 'SummitSolid', 'solid-off', 0),
        sold('terra-1', 'SummitTerra', 'terra-trial'),
      ]),
    ).toEqual([
      { productid: 'map-trial', line: 'SummitMap' },
      { productid: 'lab-trial', line: 'SummitLab' },
    ])
  })
})

describe('TrialLicenceDialog', () => {
  it('shows the trial rules and the trial products, and says where the machine code is', async () => {
    const { baseElement } = await renderDialog()
    const rules = screen.getByTestId('trial-licence-rules').textContent!
    expect(rules).toContain('试用期一个月，到期后可再次申请')
    expect(rules).toContain('SummitSolid 200 个，SummitMap 20 个')
    expect(rules).toContain('一台电脑一个许可证')
    expect(rules).toContain('64 位 Windows')
    const options = within(screen.getByTestId('trial-licence-product')).getAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual(['SummitMap 试用版', 'SummitSolid 试用版', 'SummitLab 试用版'])
    expect(screen.getByTestId('trial-licence-dialog').textContent).toContain('“关于”或“许可证”窗口')
    expect(await axeViolations(baseElement)).toEqual([])
  })

  it('requires a machine code (spaces are not one) and sends nothing without it', async () => {
    const { baseElement } = await renderDialog()
    await submit()
    expect(screen.getByTestId('trial-licence-machine-error').textContent).toBe('请输入机器码')
    expect(document.activeElement).toBe(screen.getByTestId('trial-licence-machine'))
    type('trial-licence-machine', '   ')
    await submit()
    expect(screen.getByTestId('trial-licence-machine-error').textContent).toBe('请输入机器码')
    expect(server.post).not.toHaveBeenCalled()
    expect(await axeViolations(baseElement)).toEqual([])
  })

  it('refuses a phone number that is neither a mobile nor a landline', async () => {
    await renderDialog()
    type('trial-licence-machine', 'PC-0001')
    type('trial-licence-phone', '12345')
    await submit()
    expect(screen.getByTestId('trial-licence-phone-error').textContent).toContain('请输入正确的手机号或座机号')
    expect(server.post).not.toHaveBeenCalled()
  })

  it('sends applyLicense for a SummitMap trial with the trimmed machine code and only the fields typed, then offers the file', async () => {
    server.post.mockResolvedValue({ code: 200, msg: '申请成功', data: licence() })
    const { queryClient } = await renderDialog()
    const invalidated = vi.spyOn(queryClient, 'invalidateQueries')
    type('trial-licence-machine', '  PC-0001 ')
    type('trial-licence-company', ' 北京某某测绘有限公司 ')
    type('trial-licence-phone', '010-12345678')
    await submit()
    expect(server.post).toHaveBeenCalledTimes(1)
    expect(server.post).toHaveBeenCalledWith('/api/business/C_license/applyLicense', {
      body: { productid: 'prod-map-trial', machinecode: 'PC-0001', companyname: '北京某某测绘有限公司', contactphone: '010-12345678' },
    })
    await screen.findByTestId('trial-licence-created')
    expect(screen.getByTestId('trial-licence-success').textContent).toBe('试用许可证已生成')
    expect(screen.getByTestId('trial-licence-until').textContent).toMatch(/^有效期至 2026.*12.*24/)
    expect(invalidated).toHaveBeenCalledWith({ queryKey: ['licences'] })
    expect(screen.getByTestId('licences-link').getAttribute('href')).toBe('/pc/PersonalCenter?value=1')
    expect(document.activeElement).toBe(screen.getByTestId('trial-licence-download'))

    await act(async () => {
      fireEvent.click(screen.getByTestId('trial-licence-download'))
    })
    await waitFor(() => expect(server.download).toHaveBeenCalledTimes(1))
    expect(server.get).toHaveBeenCalledWith('/api/business/C_license/Download/{id}', { params: { path: { id: 'lic-9' } } })
    expect(server.download).toHaveBeenCalledWith('/api/business/C_license/downloadFile?data=tok-1', 'SM-TRIAL-PC-0001.lic')
  })

  it('sends applyLicense for SummitSolid and makeLabStart for SummitLab', async () => {
    server.post.mockResolvedValue({ code: 200, data: licence() })
    await renderDialog()
    type('trial-licence-product', 'prod-solid-trial')
    type('trial-licence-machine', 'PC-2')
    await submit()
    expect(server.post).toHaveBeenLastCalledWith('/api/business/C_license/applyLicense', {
      body: { productid: 'prod-solid-trial', machinecode: 'PC-2' },
    })
    cleanup()
    await renderDialog({ initial: { productid: 'prod-lab-trial' } })
    expect((screen.getByTestId('trial-licence-product') as HTMLSelectElement).value).toBe('prod-lab-trial')
    type('trial-licence-machine', 'PC-3')
    type('trial-licence-message', '教学用')
    await submit()
    expect(server.post).toHaveBeenLastCalledWith('/api/business/C_license/makeLabStart', {
      body: { productid: 'prod-lab-trial', machinecode: 'PC-3', guestmes: '教学用' },
    })
    await screen.findByTestId('trial-licence-created')
  })

  it("shows the server's refusal as it is and keeps the form as typed", async () => {
    server.post.mockResolvedValue({ code: 500, msg: '该电脑已有有效的试用许可证，到期后可再次申请' })
    const { baseElement } = await renderDialog()
    type('trial-licence-machine', 'PC-0001')
    await submit()
    const refusal = await screen.findByTestId('trial-licence-refusal')
    expect(refusal.textContent).toBe('该电脑已有有效的试用许可证，到期后可再次申请')
    expect(refusal.getAttribute('role')).toBe('alert')
    expect((screen.getByTestId('trial-licence-machine') as HTMLInputElement).value).toBe('PC-0001')
    expect(screen.queryByTestId('trial-licence-created')).toBeNull()
    expect(await axeViolations(baseElement)).toEqual([])
  })

  it('says when the file cannot be downloaded', async () => {
    server.post.mockResolvedValue({ code: 200, data: licence() })
    server.get.mockResolvedValue({ code: 500, msg: 'gone' })
    await renderDialog()
    type('trial-licence-machine', 'PC-0001')
    await submit()
    await act(async () => {
      fireEvent.click(await screen.findByTestId('trial-licence-download'))
    })
    expect((await screen.findByTestId('trial-licence-download-failed')).getAttribute('role')).toBe('alert')
    expect(server.download).not.toHaveBeenCalled()
  })

  it('sends a logged-out visitor to log in with what they typed kept, and shows it again afterwards', async () => {
    const { onLoginRequired } = await renderDialog({ account: 'none' })
    expect(screen.getByTestId('trial-licence-submit').textContent).toBe('登录后申请')
    type('trial-licence-product', 'prod-solid-trial')
    type('trial-licence-machine', 'PC-7')
    type('trial-licence-contact', '张三')
    type('trial-licence-phone', '13800000000')
    await submit()
    expect(onLoginRequired).toHaveBeenCalledTimes(1)
    expect(server.post).not.toHaveBeenCalled()
    const draft = takeTrialDraft()
    expect(draft).toEqual({
      productid: 'prod-solid-trial',
      machinecode: 'PC-7',
      contactname: '张三',
      contactphone: '13800000000',
      companyname: '',
      guestmes: '',
    })
    expect(takeTrialDraft()).toBeNull()

    cleanup()
    await renderDialog({ initial: draft! })
    expect((screen.getByTestId('trial-licence-product') as HTMLSelectElement).value).toBe('prod-solid-trial')
    expect((screen.getByTestId('trial-licence-machine') as HTMLInputElement).value).toBe('PC-7')
    expect((screen.getByTestId('trial-licence-contact') as HTMLInputElement).value).toBe('张三')
    expect(screen.getByTestId('trial-licence-submit').textContent).toBe('提交申请')
  })

  it('forgets a draft older than an hour', async () => {
    const { storeTrialDraft } = await import('../../src/features/checkout/buy/trial-request-draft')
    const draft = { productid: 'p', machinecode: 'm', contactname: '', contactphone: '', companyname: '', guestmes: '' }
    storeTrialDraft(draft, 1_000)
    expect(takeTrialDraft(1_000 + 60 * 60 * 1000)).toEqual(draft)
    storeTrialDraft(draft, 1_000)
    expect(takeTrialDraft(1_000 + 60 * 60 * 1000 + 1)).toBeNull()
  })

  it('does not send for a reseller account', async () => {
    await renderDialog({ account: 'retailer' })
    expect(screen.getByTestId('trial-licence-retailer').getAttribute('role')).toBe('alert')
    expect((screen.getByTestId('trial-licence-submit') as HTMLButtonElement).disabled).toBe(true)
  })

  it('says when there is no trial product to request', async () => {
    await renderDialog({ trials: [] })
    expect(screen.getByTestId('trial-licence-none').textContent).toBe('暂无可申请的试用产品')
    expect(screen.queryByTestId('trial-licence-form')).toBeNull()
  })

  it.each([
    ['en', 'Please enter the machine code', 'SummitLab trial', 'Your trial licence is ready', /^It holds until /],
    ['zh-TW', '請輸入機器碼', 'SummitLab 試用版', '試用許可證已產生', /^有效期至 /],
  ] as const)('speaks %s', async (language, required, labName, success, until) => {
    await switchLanguage(language)
    server.post.mockResolvedValue({ code: 200, data: licence() })
    const { baseElement } = await renderDialog()
    await submit()
    expect(screen.getByTestId('trial-licence-machine-error').textContent).toBe(required)
    expect(within(screen.getByTestId('trial-licence-product')).getAllByRole('option')[2].textContent).toBe(labName)
    expect(await axeViolations(baseElement)).toEqual([])
    type('trial-licence-machine', 'PC-1')
    await submit()
    expect((await screen.findByTestId('trial-licence-success')).textContent).toBe(success)
    expect(screen.getByTestId('trial-licence-until').textContent).toMatch(until)
    expect(await axeViolations(baseElement)).toEqual([])
  })
})
