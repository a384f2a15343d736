// The service hub /Service?type= in Chromium against the real server, in zh-CN, en and zh-TW: each of the nine types
// (update, video, word, problem, wechat, phone, address, email, contact) renders its own section with the seeded
// content (storefront.md §3 Contact info: workGroup, phone, address, email), marked current in the menu, with zero axe
// violations; /SoftwareSupportDetail with each section type (software, video, update, document) for a VIP customer;
// /ContactUs lists the work-group entry beside phone, address and e-mail.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DEMO_VIP_CUSTOMER_PHONE } from '../../server/db/seed-data/demo-accounts'
import { en } from '../../src/i18n/resources/en'
import { zhCN } from '../../src/i18n/resources/zh-CN'
import { zhTW } from '../../src/i18n/resources/zh-TW'
import { apiLogin } from './support/api-session'
import { axeViolations } from './support/axe'
import { useBrowserSuite, type Locale } from './support/browser-suite'

const suite = useBrowserSuite()
const LOCALES: Locale[] = ['zh-CN', 'en', 'zh-TW']
const RESOURCES = { 'zh-CN': zhCN, en, 'zh-TW': zhTW } as const
const TYPES = ['update', 'video', 'word', 'problem', 'wechat', 'phone', 'address', 'email', 'contact'] as const

// The seeded contact information (server/db/seed-data/company.ts and its translations), in each language.
const CONTACT: Record<Locale, { workGroup: string; address: string }> = {
  'zh-CN': { workGroup: '周一至周五 9:00-18:00', address: '北京市海淀区中关村软件园二期 12 号楼 5 层' },
  en: {
    workGroup: 'Monday to Friday, 9:00-18:00',
    address: '5th floor, Building 12, Zhongguancun Software Park Phase II, Haidian District, Beijing',
  },
  'zh-TW': { workGroup: '週一至週五 9:00-18:00', address: '北京市海淀區中關村軟體園二期 12 號樓 5 層' },
}
const PHONE = '400-820-6688'
const EMAIL = 'sales@summit-geo.cn'

async function visit(page: Page, path: string, ready: string): Promise<void> {
  await page.goto(`${suite.baseUrl()}/pc${path}`)
  await page.getByTestId(ready).first().waitFor()
  await page.waitForFunction(() => document.querySelectorAll('[data-testid$="-loading"]').length === 0)
}

let vipToken: Promise<string> | undefined
async function signInAsVip(page: Page): Promise<void> {
  vipToken ??= apiLogin(suite.baseUrl(), DEMO_VIP_CUSTOMER_PHONE)
  const token = await vipToken
  await page.goto(`${suite.baseUrl()}/pc/Home`)
  await page.evaluate((value) => localStorage.setItem('summit_token', JSON.stringify({ type: 'String', value })), token)
}

// The FAQ is content in three languages (issue 20, migration 0015): its first question in each.
const FIRST_QUESTION: Record<Locale, string> = {
  'zh-CN': '如何获取软件的机器码？',
  en: 'How do I get the software’s machine code?',
  'zh-TW': '如何取得軟體的機器碼？',
}

/** What each type's section must show to an anonymous visitor: the test id its content waits for, and its checks. */
function expectations(locale: Locale) {
  const support = RESOURCES[locale].storefront.support
  const contact = CONTACT[locale]
  return {
    update: {
      ready: 'update-notes-locked',
      check: async (page: Page) => {
        const locked = page.getByTestId('update-notes-locked')
        expect(await locked.innerText()).toContain(support.software.loginForVip)
        expect(await locked.getByRole('link', { name: support.software.login }).getAttribute('href')).toBe('/pc/login')
      },
    },
    video: {
      ready: 'teaching-video',
      check: async (page: Page) => {
        expect(await page.getByTestId('video-tab').count()).toBe(5)
        expect(await page.getByTestId('teaching-video').count()).toBe(6)
        expect(await page.getByTestId('teaching-video').first().locator('video').getAttribute('src')).toMatch(/\.mp4$/)
      },
    },
    word: {
      ready: 'documents-locked',
      check: async (page: Page) => {
        expect(await page.getByTestId('documents-locked').innerText()).toContain(support.software.loginForVip)
      },
    },
    problem: {
      ready: 'faq-item',
      check: async (page: Page) => {
        expect(await page.getByTestId('faq-item').count()).toBe(10)
        expect(await page.getByTestId('faq-item').first().locator('summary').innerText()).toBe(FIRST_QUESTION[locale])
      },
    },
    wechat: {
      ready: 'contact-wechat',
      check: async (page: Page) => {
        const entry = page.getByTestId('contact-wechat')
        const qr = entry.getByRole('img', { name: support.service.workGroup })
        expect(await qr.getAttribute('src')).toMatch(/qr-workgroup\.svg$/)
        await expect.poll(() => qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
        expect(await entry.innerText()).toContain(contact.workGroup)
        expect(await page.getByTestId('contact-details').locator('[data-testid^="contact-"]').count()).toBe(1)
      },
    },
    phone: {
      ready: 'contact-phone',
      check: async (page: Page) => {
        const link = page.getByTestId('contact-phone').getByRole('link', { name: PHONE })
        expect(await link.getAttribute('href')).toBe('tel:4008206688')
        expect(await page.getByTestId('contact-phone').innerText()).toContain(support.service.phoneHours)
      },
    },
    address: {
      ready: 'contact-address',
      check: async (page: Page) => {
        expect(await page.getByTestId('contact-address').innerText()).toContain(contact.address)
      },
    },
    email: {
      ready: 'contact-email',
      check: async (page: Page) => {
        expect(await page.getByTestId('contact-email').getByRole('link', { name: EMAIL }).getAttribute('href')).toBe(`mailto:${EMAIL}`)
      },
    },
    contact: {
      ready: 'contact-details',
      check: async (page: Page) => {
        const details = page.getByTestId('contact-details')
        expect(await details.locator('[data-testid^="contact-"]').evaluateAll((items) => items.map((item) => item.dataset.testid))).toEqual(
          ['contact-wechat', 'contact-phone', 'contact-address', 'contact-email'],
        )
        const text = await details.innerText()
        for (const part of [contact.workGroup, PHONE, contact.address, EMAIL]) expect(text).toContain(part)
      },
    },
  } satisfies Record<(typeof TYPES)[number], { ready: string; check: (page: Page) => Promise<void> }>
}

describe.each(LOCALES)('the service hub in %s', (locale) => {
  const service = RESOURCES[locale].storefront.support.service

  it('renders each of the nine types as its own section, current in the menu, with zero axe violations', async () => {
    const page = await suite.openPage(locale)
    const expected = expectations(locale)
    for (const type of TYPES) {
      await visit(page, `/Service?type=${type}`, expected[type].ready)
      expect(await page.getByRole('heading', { level: 1 }).innerText(), type).toBe(service[type])
      const current = page.getByRole('navigation', { name: service.nav }).locator('[aria-current="page"]')
      expect(await current.innerText(), type).toBe(service[type])
      expect(await page.getByTestId(`service-${type}`).count(), type).toBe(1)
      await expected[type].check(page)
      expect(await page.locator('body').innerText(), type).not.toContain('功能未开放')
      expect(await axeViolations(page), type).toEqual([])
    }
    expect(await page.getByTestId('service-nav').count()).toBe(9)

    // No type, or one it does not know: the update section.
    for (const path of ['/Service', '/Service?type=nonsense']) {
      await visit(page, path, 'update-notes-locked')
      expect(await page.getByRole('heading', { level: 1 }).innerText(), path).toBe(service.update)
    }
    expect(suite.pageErrors).toEqual([])
  })

  it('shows a VIP customer the update notes and documents on the hub and each /SoftwareSupportDetail type', async () => {
    const page = await suite.openPage(locale)
    const software = RESOURCES[locale].storefront.support.software
    await signInAsVip(page)

    await visit(page, '/Service?type=update', 'update-note')
    expect(await page.getByTestId('update-note').count()).toBe(5)
    await visit(page, '/Service?type=word', 'document')
    expect(await page.getByTestId('document').count()).toBe(5)
    expect(await page.getByTestId('document').first().getByRole('link').getAttribute('href')).toMatch(/\.pdf$/)

    const details = [
      ['software', software.valueAdd, 'value-add-row', 4],
      ['video', software.videos, 'teaching-video', 6],
      ['update', software.updates, 'update-note', 5],
      ['document', software.documents, 'document', 5],
    ] as const
    for (const [type, title, item, count] of details) {
      await visit(page, `/SoftwareSupportDetail?type=${type}`, item)
      expect(await page.getByRole('heading', { level: 1 }).innerText(), type).toBe(title)
      expect(await page.getByTestId(item).count(), type).toBe(count)
      // One section alone: none of the other three.
      for (const [other] of details)
        expect(await page.getByTestId(`section-${other}`).count(), `${type}: ${other}`).toBe(other === type ? 1 : 0)
      expect(await page.title(), type).toMatch(new RegExp(`^${title}`))
      expect(await axeViolations(page), type).toEqual([])
    }
  })

  it('/ContactUs lists the work-group entry with the phone, the address and the e-mail', async () => {
    const page = await suite.openPage(locale)
    const labels = RESOURCES[locale].storefront.contact.page
    await visit(page, '/ContactUs', 'contact-info-workGroup')
    const info = page.getByTestId('contact-info')
    expect(await page.getByTestId('contact-info-workGroup').innerText()).toBe(CONTACT[locale].workGroup)
    expect(await info.innerText()).toContain(labels.workGroup)
    expect(await page.getByTestId('contact-info-phone').getByRole('link').getAttribute('href')).toBe('tel:4008206688')
    expect(await page.getByTestId('contact-info-address').innerText()).toBe(CONTACT[locale].address)
    expect(await page.getByTestId('contact-info-email').getByRole('link').getAttribute('href')).toBe(`mailto:${EMAIL}`)
    // In the order of storefront.md's Contact info: workGroup, phone, address, email.
    const values = await info.locator('[data-testid^="contact-info-"]').evaluateAll((items) => items.map((item) => item.dataset.testid))
    expect(values).toEqual(['contact-info-workGroup', 'contact-info-phone', 'contact-info-address', 'contact-info-email'])
  })
})
