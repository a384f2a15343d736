// A purchase through the real path: /BuyMenu, the wizard, the sandbox wallet paying the QR in a second tab, 完成 on the
// orders tab (shared by the personal centre's browser tests).
import type { Page } from 'playwright-core'
import { expect } from 'vitest'

export const PRODUCT = 'SummitMap 标准版' // 199.00 per week (seed); orders keep this zh-CN name in every language
/** Its id (server/db/seed-data/products.ts), the same in every language of the catalogue. */
export const PRODUCT_ID = 'prod-map-standard'

/** Step 2's QR opened on the sandbox wallet in a second tab and paid; 完成 lands on the orders tab. */
export async function payOnWalletAndFinish(page: Page): Promise<void> {
  const qr = (await page.getByTestId('paystep-qr').getAttribute('data-qr-content'))!
  const wallet = await page.context().newPage()
  await wallet.goto(qr)
  await wallet.locator('button[data-outcome="paid"]').click()
  await wallet.waitForLoadState()
  await wallet.close()
  await page.bringToFront()
  await page.locator('[data-testid="paystep-complete"][data-phase="shown"]').waitFor({ timeout: 15_000 })
  await page.getByTestId('paystep-finish').click()
  await page.waitForURL(/\/pc\/PersonalCenter\?value=0$/)
}

/** The order form's invoice (step 0): 2 enterprise ordinary, 3 enterprise special. */
export interface WizardInvoice {
  kind: '2' | '3'
  company: string
  ratenumber: string
  email: string
}

/**
 * /BuyMenu → the wizard (with the order form's invoice and a reseller's invitation code when given) → paid on the
 * sandbox checkout page in a second tab → 完成: lands on the orders tab.
 */
export async function buyThroughWizard(
  page: Page,
  base: string,
  phone: string,
  invoice?: WizardInvoice,
  retailerCode?: string,
  /** The product's name as the page's language shows it (the catalogue is translated); by default it is picked by id. */
  productName?: string,
): Promise<string> {
  await page.goto(`${base}/pc/BuyMenu`)
  const items = page.getByTestId('buymenu-product-item')
  await (productName ? items.filter({ hasText: productName }) : items.and(page.locator(`[data-id="${PRODUCT_ID}"]`))).click()
  await page.getByTestId('buymenu-duration').fill('1')
  await page.getByTestId('buymenu-subscribe').click()
  await page.waitForURL(/\/pc\/paystep$/).catch(async (error: unknown) => {
    // Say where the click led, so a rare failure can be told apart (a login detour, a cooling-down button, no route).
    const state = await page
      .getByTestId('buymenu')
      .getAttribute('data-state', { timeout: 1000 })
      .catch(() => 'gone')
    throw new Error(`subscribe did not reach /pc/paystep: at ${page.url()}, buymenu state ${state}`, { cause: error })
  })
  await page.getByTestId('paystep-username').fill('张三')
  await page.getByTestId('paystep-phone').fill(phone)
  if (invoice) {
    await page.getByTestId('paystep-invoice').selectOption(invoice.kind)
    await page.getByTestId('paystep-email').fill(invoice.email)
    await page.getByTestId('paystep-company').fill(invoice.company)
    await page.getByTestId('paystep-taxnumber').fill(invoice.ratenumber)
  }
  if (retailerCode) {
    await page.getByTestId('paystep-retailer-code').fill(retailerCode)
    await page.getByTestId('paystep-retailer-code').press('Enter')
    await page.getByTestId('paystep-retailer-name').waitFor()
  }
  await page.getByTestId('paystep-next').click()
  await acceptAgreement(page)
  await page.getByTestId('paystep-next').click()
  await page.getByTestId('paystep-confirm-ok').click()
  await page.getByTestId('paystep-qr-image').waitFor()
  const ordernum = (await page.getByTestId('paystep-ordernum').textContent())!
  await payOnWalletAndFinish(page)
  return ordernum
}

/** Step 1 of the wizard: opens the agreement, scrolls it to its end and agrees. */
export async function acceptAgreement(page: Page): Promise<void> {
  await page.locator('[data-testid="paystep-wizard"][data-step="1"]').waitFor()
  await page.getByTestId('paystep-agreement-box').click()
  const agreement = page.getByTestId('agreement-dialog')
  await page.locator('[data-testid="agreement-dialog"][data-ready="true"]').waitFor({ timeout: 60_000 })
  await agreement.getByTestId('pdf-dialog-scroll').evaluate((element) => element.scrollTo({ top: element.scrollHeight }))
  await page.getByTestId('paystep-agree').click()
  await expect.poll(() => agreement.count()).toBe(0)
}
