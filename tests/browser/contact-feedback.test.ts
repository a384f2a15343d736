// /ContactUs and /feedback in Chromium against the real server, in zh-CN, en and zh-TW: the contact information and
// a message left (发表成功！ and the form cleared), feedback sent with an image (the multipart request carries it, the
// server takes it, the form resets), the refusals of the image rules, axe on each page in each state, keyboard only,
// and a 375 px wide screen that each page's content fits.
import sharp from 'sharp'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { enContact } from '../../src/i18n/resources/en-contact'
import { zhCNContact } from '../../src/i18n/resources/zh-CN-contact'
import { zhTWContact } from '../../src/i18n/resources/zh-TW-contact'
import { axeViolations } from './support/axe'
import { useBrowserSuite, type Locale } from './support/browser-suite'

const suite = useBrowserSuite()

const TEXTS: Record<Locale, typeof enContact> = { 'zh-CN': zhCNContact, en: enContact, 'zh-TW': zhTWContact }
const ADDRESS: Record<Locale, string> = { 'zh-CN': '北京市海淀区', en: 'Haidian District, Beijing', 'zh-TW': '北京市海淀區' }
const LOCALES: Locale[] = ['zh-CN', 'en', 'zh-TW']

const photo = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a6f97' } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 54/1 27/1', GPSMapDatum: 'WGS-84' } })
    .toBuffer()

const focusedTestId = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))
// The page's own content fits the screen: no element of it reaches past the right edge. (The shell's header menu is
// the shell's business and is not judged here.)
const fitsTheScreen = (page: Page, testId: string) =>
  page.evaluate((id) => {
    const root = document.querySelector(`[data-testid="${id}"]`)
    if (!root) return false
    const width = document.documentElement.clientWidth
    return [root, ...root.querySelectorAll('*')].every((element) => element.getBoundingClientRect().right <= width + 0.5)
  }, testId)

describe.each(LOCALES)('contact and feedback in %s', (locale) => {
  const text = TEXTS[locale]

  it('shows the contact information and leaves a message: 发表成功！ and the form cleared; axe-clean before and after', async () => {
    const page = await suite.openPage(locale)
    await page.goto(`${suite.baseUrl()}/pc/ContactUs`)
    await page.getByTestId('contact-info-phone').waitFor()
    expect(await page.title()).toContain(text.page.title)
    expect(await page.getByTestId('contact-info-phone').textContent()).toBe('400-820-6688')
    expect(await page.getByTestId('contact-info-email').textContent()).toBe('sales@summit-geo.cn')
    // The address is content, in the page's language (issue 20: server/db/seed-data/translations).
    expect(await page.getByTestId('contact-info-address').textContent()).toContain(ADDRESS[locale])
    expect(await axeViolations(page)).toEqual([])

    await page.getByTestId('contact-message-submit').click()
    expect(await page.getByTestId('contact-message-name-error').textContent()).toBe(text.message.nameRequired)
    expect(await page.getByTestId('contact-message-name-input').getAttribute('aria-describedby')).toBe('contact-message-name-error')
    expect(await axeViolations(page)).toEqual([])

    await page.getByRole('textbox', { name: text.message.name, exact: true }).fill(`访客 ${locale}`)
    await page.getByRole('textbox', { name: text.message.contact, exact: true }).fill('13800000000')
    await page.getByRole('textbox', { name: text.message.description, exact: true }).fill('想了解批量授权的价格')
    const answer = page.waitForResponse((response) => response.url().includes('/api/business/C_leftMes'))
    await page.getByTestId('contact-message-submit').click()
    expect((await (await answer).json()).msg).toBe('发表成功！')
    await expect.poll(() => page.getByTestId('contact-message-outcome').textContent()).toBe(text.message.sent)
    expect(await page.getByTestId('contact-message-name-input').inputValue()).toBe('')
    expect(await page.getByTestId('contact-message-description-input').inputValue()).toBe('')
    expect(await axeViolations(page)).toEqual([])
    expect(suite.pageErrors).toEqual([])
  })

  it('sends feedback with an image as multipart; 感谢您的宝贵意见！ and a reset; the image rules refuse before sending', async () => {
    const page = await suite.openPage(locale)
    await page.goto(`${suite.baseUrl()}/pc/feedback`)
    await page.getByTestId('feedback-form').waitFor()
    expect(await page.title()).toContain(text.feedback.title)
    expect(await axeViolations(page)).toEqual([])

    await page.getByTestId('feedback-submit').click()
    expect(await page.getByTestId('feedback-outcome').textContent()).toBe(text.feedback.incomplete)
    expect(await page.getByTestId('feedback-feedback-error').textContent()).toBe(text.feedback.feedbackRequired)
    expect(await focusedTestId(page)).toBe('feedback-name-input')
    expect(await axeViolations(page)).toEqual([])

    const input = page.getByTestId('feedback-image-input')
    await input.setInputFiles({ name: 'setup.png', mimeType: 'image/png', buffer: Buffer.from('MZ\x90\x00 not an image') })
    await expect.poll(() => page.getByTestId('feedback-image-error').textContent()).toBe(text.feedback.notImage)
    const jpeg = await photo()
    await input.setInputFiles([
      { name: 'a.jpg', mimeType: 'image/jpeg', buffer: jpeg },
      { name: 'b.jpg', mimeType: 'image/jpeg', buffer: jpeg },
    ])
    await expect.poll(() => page.getByTestId('feedback-image-error').textContent()).toBe(text.feedback.oneFile)
    expect(await axeViolations(page)).toEqual([])

    await page.getByRole('textbox', { name: text.feedback.name, exact: true }).fill(`用户 ${locale}`)
    await page.getByTestId('feedback-company-input').fill('测绘院')
    await page.getByTestId('feedback-feedback-input').fill('希望增加批量导出')
    expect(await page.getByTestId('feedback-counter').textContent()).toContain('8')
    await input.setInputFiles({ name: 'site.jpg', mimeType: 'image/jpeg', buffer: jpeg })
    await page.getByTestId('feedback-image-chosen').waitFor()
    const request = page.waitForRequest((r) => r.url().includes('/api/business/BaseFeedback'))
    const answer = page.waitForResponse((r) => r.url().includes('/api/business/BaseFeedback'))
    await page.getByTestId('feedback-submit').click()
    const sent = await request
    expect(sent.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/)
    expect(sent.postDataBuffer()?.includes(Buffer.from('filename="site.jpg"'))).toBe(true)
    expect(await (await answer).json()).toEqual({ code: 200, msg: '感谢您的宝贵意见！', data: null })
    await expect.poll(() => page.getByTestId('feedback-outcome').textContent()).toBe(text.feedback.thanks)
    expect(await page.getByTestId('feedback-name-input').inputValue()).toBe('')
    expect(await page.getByTestId('feedback-feedback-input').inputValue()).toBe('')
    expect(await page.getByTestId('feedback-image-chosen').count()).toBe(0)
    expect(await axeViolations(page)).toEqual([])
    expect(suite.pageErrors).toEqual([])
  })

  it('works with the keyboard alone on a 375 px screen', async () => {
    const page = await suite.openPage(locale)
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto(`${suite.baseUrl()}/pc/feedback`)
    await page.getByTestId('feedback-form').waitFor()
    expect(await fitsTheScreen(page, 'page-feedback')).toBe(true)
    await page.getByTestId('feedback-name-input').focus()
    await page.keyboard.type('键盘用户')
    await page.keyboard.press('Tab')
    expect(await focusedTestId(page)).toBe('feedback-mobile-input')
    await page.keyboard.press('Tab')
    expect(await focusedTestId(page)).toBe('feedback-company-input')
    await page.keyboard.press('Tab')
    expect(await focusedTestId(page)).toBe('feedback-feedback-input')
    await page.keyboard.type('只用键盘提交')
    await page.keyboard.press('Tab')
    expect(await focusedTestId(page)).toBe('feedback-image-input')
    await page.keyboard.press('Tab')
    expect(await focusedTestId(page)).toBe('feedback-submit')
    await page.keyboard.press('Enter')
    await expect.poll(() => page.getByTestId('feedback-outcome').textContent()).toBe(text.feedback.thanks)

    await page.goto(`${suite.baseUrl()}/pc/ContactUs`)
    await page.getByTestId('contact-info-phone').waitFor()
    expect(await fitsTheScreen(page, 'page-contact-us')).toBe(true)
    await page.getByTestId('contact-message-name-input').focus()
    await page.keyboard.type('键盘访客')
    await page.keyboard.press('Tab')
    await page.keyboard.type('010-12345678')
    await page.keyboard.press('Tab')
    await page.keyboard.type('键盘留言')
    await page.keyboard.press('Tab')
    expect(await focusedTestId(page)).toBe('contact-message-submit')
    await page.keyboard.press('Enter')
    await expect.poll(() => page.getByTestId('contact-message-outcome').textContent()).toBe(text.message.sent)
    expect(await fitsTheScreen(page, 'page-contact-us')).toBe(true)
    expect(await axeViolations(page)).toEqual([])
  })
})
