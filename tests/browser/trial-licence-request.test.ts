// Issue 15: the free-trial licence request on /Buy?value=free at 375 px, in Chromium against the real server: axe
// finds nothing in the dialog, nothing is wider than the phone, and a logged-out visitor who typed a request comes
// back from the login it asks for with the request open as typed. (Sending it is tested once the trial operations
// of the server round are merged: until then they answer 501.)
import { describe, expect, it } from 'vitest'
import { axeViolations } from './support/axe'
import { smsLogin, useBrowserSuite } from './support/browser-suite'

const suite = useBrowserSuite()

describe('the trial licence request', () => {
  it('at 375 px: axe-clean, the dialog fits the phone, and typed → login → back on the free-trial view with the request as typed', async () => {
    const page = suite.page
    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto(`${suite.baseUrl()}/pc/Buy?value=free`)
    const solidCard = page.getByTestId('buy-trial-card').filter({ hasText: 'SummitSolid' })
    await solidCard.getByTestId('buy-trial-card-request').click()
    const dialog = page.getByTestId('trial-licence-dialog')
    await dialog.waitFor()
    expect(await page.getByTestId('trial-licence-product').inputValue()).toBe('prod-solid-trial')
    expect(await dialog.innerText()).toContain('SummitSolid 200 个，SummitMap 20 个')

    await page.getByTestId('trial-licence-submit').click()
    await expect.poll(() => page.getByTestId('trial-licence-machine-error').innerText()).toBe('请输入机器码')
    expect(await axeViolations(page)).toEqual([])
    // The dialog (full screen on a phone) fits the phone; the page behind it is wider at 375 px (its header menu,
    // on every page) and is not this dialog's to fix.
    const box = await dialog.evaluate((element) => ({
      right: element.getBoundingClientRect().right,
      overflow: element.scrollWidth - element.clientWidth,
    }))
    expect(box.right).toBeLessThanOrEqual(375)
    expect(box.overflow).toBe(0)

    await page.getByTestId('trial-licence-machine').fill('  SOLID-PC-01 ')
    await page.getByTestId('trial-licence-company').fill('某某测绘')
    await page.getByTestId('trial-licence-submit').click()
    await page.waitForURL(/\/pc\/login/)
    await smsLogin(suite.baseUrl(), page.getByTestId('login-page'), '13766663151')
    await page.waitForURL(/\/pc\/Buy\?value=free/)
    await page.getByTestId('trial-licence-dialog').waitFor()
    expect(await page.getByTestId('trial-licence-product').inputValue()).toBe('prod-solid-trial')
    expect(await page.getByTestId('trial-licence-machine').inputValue()).toBe('  SOLID-PC-01 ')
    expect(await page.getByTestId('trial-licence-company').inputValue()).toBe('某某测绘')
    expect(await page.getByTestId('trial-licence-submit').innerText()).toBe('提交申请')
    expect(await axeViolations(page)).toEqual([])
    expect(suite.pageErrors).toEqual([])
  })
})
