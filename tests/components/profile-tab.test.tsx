// The authentication tab: filled from the customer's info, the domain rule's messages on change and on blur (each
// announced and tied to its box), a guarded save that reloads the ['user'] queries (the shell's red dot follows
// without a page reload), and a refusal that keeps what was typed.
import { queryOptions } from '@tanstack/react-query'
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../domain/api-error'
import { PROFILE_MESSAGES_ZH } from '../../domain/profile-rules'
import type { CustomerInfo } from '../../src/api/queries/user-queries'
import { PersonalCenterShell } from '../../src/features/personal-center/personal-center-shell'
import { ProfileTab } from '../../src/features/profile/profile-tab'
import { switchLanguage } from '../../src/i18n/i18n'
import { storage } from '../../src/storage/storage'
import { renderWithApp, startEachTestInZhCN } from './support/render-with-app'

startEachTestInZhCN()

const VALID_CODE = '91350100M000100Y43'

// A stand-in server: GET userinfo answers `server.info`; PUT C_customers/{id} is `server.update`.
const server = vi.hoisted(() => ({
  info: {} as CustomerInfo,
  update: vi.fn<(id: string, body: Record<string, string>) => Promise<string>>(),
}))

vi.mock('../../src/api/queries/user-queries', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/api/queries/user-queries')>()
  return {
    ...original,
    customerInfoOptions: () => queryOptions({ queryKey: original.userKeys.info('customer'), queryFn: async () => ({ ...server.info }) }),
  }
})
vi.mock('../../src/api/queries/order-queries', () => ({ updateCustomer: server.update }))

beforeEach(() => {
  server.info = { id: 'cust-1', username: '演示用户', companyname: '演示测绘有限公司', companysocialcreditcode: null, email: null }
  server.update.mockReset()
  server.update.mockImplementation(async (_id, body) => {
    server.info = { ...server.info, ...body }
    return '保存成功'
  })
})

afterEach(async () => {
  cleanup()
  storage.clear()
})

const box = (name: string) => screen.getByTestId(`profile-${name}-input`) as HTMLInputElement
const saveButton = () => screen.getByTestId('profile-save') as HTMLButtonElement
const type = (name: string, value: string) => fireEvent.change(box(name), { target: { value } })

/** The message tied to a box: aria-invalid, aria-describedby naming an element with role alert. */
function messageOf(name: string): string | null {
  const input = box(name)
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean)
  const alert = ids.map((id) => document.getElementById(id)).find((element) => element?.getAttribute('role') === 'alert')
  if (!alert) {
    expect(input.getAttribute('aria-invalid')).toBeNull()
    return null
  }
  expect(input.getAttribute('aria-invalid')).toBe('true')
  return alert.textContent
}

async function renderTab() {
  const harness = await renderWithApp(<ProfileTab />)
  await screen.findByTestId('profile-form')
  return harness
}

describe('ProfileTab', () => {
  it("is filled from the customer's info and shows no message before anything is touched", async () => {
    await renderTab()
    expect(box('username').value).toBe('演示用户')
    expect(box('companyname').value).toBe('演示测绘有限公司')
    expect(box('email').value).toBe('')
    expect(box('companysocialcreditcode').value).toBe('')
    expect(screen.queryAllByRole('alert')).toHaveLength(0)
    // Labels name the boxes.
    expect(screen.getByLabelText('统一社会信用代码')).toBe(box('companysocialcreditcode'))
    // No box takes more than the contract (a longer text met the schema's refusal, in English).
    expect(['username', 'companyname', 'email', 'companysocialcreditcode'].map((name) => box(name).maxLength)).toEqual([50, 100, 100, 18])
  })

  it('shows each message on change, as the domain rule words it, and clears it when corrected', async () => {
    await renderTab()
    type('username', '')
    expect(messageOf('username')).toBe(PROFILE_MESSAGES_ZH.nameRequired)
    expect(messageOf('username')).toBe('请输入名称')
    type('companyname', '  ')
    expect(messageOf('companyname')).toBe('请输入公司名称')
    type('email', 'not-an-address')
    expect(messageOf('email')).toBe('请输入正确的邮箱地址')
    type('companysocialcreditcode', '91350100M000100Y44')
    expect(messageOf('companysocialcreditcode')).toBe('请输入正确的统一社会信用代码')

    type('username', '新名称')
    type('companyname', '新公司')
    type('email', 'a@b.cn')
    type('companysocialcreditcode', VALID_CODE.toLowerCase())
    for (const name of ['username', 'companyname', 'email', 'companysocialcreditcode']) expect(messageOf(name)).toBeNull()
  })

  it('shows the message on blur, without a change', async () => {
    server.info = { ...server.info, companyname: null }
    await renderTab()
    expect(messageOf('companyname')).toBeNull()
    fireEvent.blur(box('companyname'))
    expect(messageOf('companyname')).toBe('请输入公司名称')
  })

  it('translates the messages (en, zh-TW)', async () => {
    await switchLanguage('en')
    await renderTab()
    type('email', 'x')
    expect(messageOf('email')).toBe('Please enter a valid e-mail address')
    cleanup()
    await switchLanguage('zh-TW')
    await renderTab()
    type('companysocialcreditcode', '123')
    expect(messageOf('companysocialcreditcode')).toBe('請輸入正確的統一社會信用代碼')
  })

  it('a wrong credit code saves nothing: every message shows, the first wrong box gets focus, the button stays usable', async () => {
    await renderTab()
    type('companysocialcreditcode', '91350100M000100Y44')
    fireEvent.click(saveButton())
    expect(server.update).not.toHaveBeenCalled()
    expect(document.activeElement).toBe(box('companysocialcreditcode'))
    // An invalid form is no accepted click: the double-click guard has not locked the button.
    expect(saveButton().disabled).toBe(false)
    type('companysocialcreditcode', VALID_CODE)
    fireEvent.click(saveButton())
    await vi.waitFor(() => expect(server.update).toHaveBeenCalledTimes(1))
  })

  it('an empty required box on save shows its message though it was never touched', async () => {
    server.info = { ...server.info, companyname: null }
    await renderTab()
    fireEvent.click(saveButton())
    expect(messageOf('companyname')).toBe('请输入公司名称')
    expect(server.update).not.toHaveBeenCalled()
  })

  it('saves the normalised form once (a double click sends one request) and shows the server msg', async () => {
    const harness = await renderTab()
    type('username', ' 新名称 ')
    type('companysocialcreditcode', VALID_CODE.toLowerCase())
    fireEvent.click(saveButton())
    fireEvent.click(saveButton())
    await screen.findByText('保存成功')
    expect(server.update).toHaveBeenCalledTimes(1)
    // An empty e-mail box is not sent (the contract's e-mail is an address or absent).
    expect(server.update).toHaveBeenCalledWith('cust-1', {
      username: '新名称',
      companyname: '演示测绘有限公司',
      companysocialcreditcode: VALID_CODE,
    })
    expect(screen.getByTestId('shop-message').getAttribute('role')).toBe('status')
    // The header's name (the session's profile) is the saved one at once, without a reload.
    expect(harness.session.getSnapshot().context.userInfo).toMatchObject({ username: '新名称', companysocialcreditcode: VALID_CODE })
  })

  it("a refusal shows the server's msg and keeps everything typed", async () => {
    server.update.mockRejectedValue(new ApiError(400, '用户名和公司名称不能为空', 200))
    await renderTab()
    type('username', '另一个名字')
    type('email', 'me@example.cn')
    type('companysocialcreditcode', VALID_CODE)
    fireEvent.click(saveButton())
    const refusal = await screen.findByTestId('profile-refusal')
    expect(refusal.textContent).toBe('用户名和公司名称不能为空')
    expect(refusal.getAttribute('role')).toBe('alert')
    expect(box('username').value).toBe('另一个名字')
    expect(box('email').value).toBe('me@example.cn')
    expect(box('companysocialcreditcode').value).toBe(VALID_CODE)
  })

  it("a save reloads the ['user'] queries: the shell's red dot goes away without a page reload", async () => {
    const harness = await renderWithApp(
      <PersonalCenterShell
        value="3"
        onSelect={() => {}}
        onLicenseDelayOver={() => {}}
        ordersPanel={null}
        licencesPanel={null}
        invoicesPanel={null}
        profilePanel={<ProfileTab />}
      />,
    )
    await screen.findByTestId('profile-form')
    const invalidate = vi.spyOn(harness.queryClient, 'invalidateQueries')
    const tab = screen.getByTestId('center-tab-authentication')
    expect(within(tab).queryByTestId('profile-red-dot')).not.toBeNull()
    type('companysocialcreditcode', VALID_CODE)
    await act(async () => {
      fireEvent.click(saveButton())
    })
    await vi.waitFor(() => expect(within(tab).queryByTestId('profile-red-dot')).toBeNull())
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['user'] })
    // The form keeps the saved values (it is not rebuilt from the refetched record).
    expect(box('companysocialcreditcode').value).toBe(VALID_CODE)
  })
})
