// The support pages worked by the keyboard alone, in zh-CN, en and zh-TW, against the real server on a database with
// more content than the seed (prepareData), so every list has a second page: value-add software (20 a page), update
// notes (5), documents (20), FAQ (20) and the knowledge list (20 / 50 / 100); the teaching-video product tabs and the
// carousel's page 2 (6 a page); a teaching video on /SoftwareSupport that really plays with its captions in the page's
// language; the /AccountSupport cards, the /SearchNone retry and the /FlashNote entries. Reaching a control is done
// with Tab (never a click or a focus() call), working it with Enter, Space or the arrow keys.
import { readFileSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '../../server/db/client'
import { DEMO_VIP_CUSTOMER_PHONE } from '../../server/db/seed-data/demo-accounts'
import { axeViolations } from './support/axe'
import { apiLogin } from './support/api-session'
import { useBrowserSuite, type Locale } from './support/browser-suite'
import { tabTo } from './support/keyboard'
import { watchForLoading } from './support/lazy-code'

// Added on top of the seed: 4 + 21 value-add programs, 5 + 20 documents, 10 + 15 FAQ entries, 20 more articles in one
// knowledge category. Their sortcodes put them after the seeded rows.
const EXTRA_VALUE_ADD = 21
const EXTRA_DOCUMENTS = 20
const EXTRA_FAQ = 15
const EXTRA_ARTICLES = 20

const suite = useBrowserSuite({
  async prepareData(dataDir) {
    const database = await openDatabase({ dataDir })
    try {
      const { db } = database
      await db.execute(sql`insert into vip_software (softwarename, versionnumber, softwareexplain, baidudown, tiqu, sortcode)
        select '附加工具 ' || n, 'V1.' || n, '分页测试用程序 ' || n, 'https://pan.example.com/s/tool' || n, 'k' || n, 100 + n
        from generate_series(1, ${EXTRA_VALUE_ADD}) as n`)
      await db.execute(sql`insert into documents (softwarename, versionnumber, softwareexplain, f, sortcode)
        select '附加文档 ' || n, 'V1.' || n, '分页测试用文档 ' || n, '/pc/seed/guides/license-guide.pdf', 100 + n
        from generate_series(1, ${EXTRA_DOCUMENTS}) as n`)
      await db.execute(sql`insert into problems (question, answer, sortcode, enabledmark)
        select '附加问题 ' || n || '？', '附加回答 ' || n || '。', 100 + n, 1 from generate_series(1, ${EXTRA_FAQ}) as n`)
      await db.execute(sql`insert into support_essays (title, content, moduleid, description, sortcode)
        select '附加排查文章 ' || n, '<p>排查步骤 ' || n || '</p>', 'module-knowledge-trouble', '排查摘要 ' || n, 100 + n
        from generate_series(1, ${EXTRA_ARTICLES}) as n`)
    } finally {
      await database.close()
    }
  },
})

const LOCALES: Locale[] = ['zh-CN', 'en', 'zh-TW']

/** Presses Tab (Shift+Tab with `backwards`) until `target` has the focus: the keyboard path to it. */
async function visit(page: Page, path: string, ready: string): Promise<void> {
  await page.goto(`${suite.baseUrl()}/pc${path}`)
  await page.getByTestId(ready).first().waitFor()
  await page.waitForFunction(() => document.querySelectorAll('[data-testid$="-loading"]').length === 0)
}

const texts = (rows: Locator) => rows.allInnerTexts()

// One SMS login for the whole file (the outbox refuses a second code within the minute), its token stored in each page.
let vipToken: Promise<string> | undefined
async function signInAsVip(page: Page): Promise<void> {
  vipToken ??= apiLogin(suite.baseUrl(), DEMO_VIP_CUSTOMER_PHONE)
  const token = await vipToken
  await page.goto(`${suite.baseUrl()}/pc/Home`)
  await page.evaluate((value) => localStorage.setItem('summit_token', JSON.stringify({ type: 'String', value })), token)
}

async function apiTotal(path: string, body: object, locale: Locale = 'zh-CN'): Promise<number> {
  const res = await fetch(`${suite.baseUrl()}${path}?n=1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': locale },
    body: JSON.stringify(body),
  })
  return ((await res.json()) as { data: { pagination: { total: number } } }).data.pagination.total
}

const VIDEO_TEXTS: Record<Locale, { all: string; page: (page: number, pages: number) => string; firstTitle: string }> = {
  'zh-CN': { all: '全部', page: (p, n) => `第 ${p} / ${n} 页`, firstTitle: 'SummitMap 入门：界面与数据加载' },
  en: { all: 'All', page: (p, n) => `Page ${p} of ${n}`, firstTitle: 'Getting started with SummitMap: the interface and loading data' },
  'zh-TW': { all: '全部', page: (p, n) => `第 ${p} / ${n} 頁`, firstTitle: 'SummitMap 入門：介面與資料載入' },
}

describe.each(LOCALES)('keyboard alone on the software support pages in %s', (locale) => {
  it('/SoftwareSupport: video product tabs, carousel next / previous, value-add page 2', async () => {
    const page = await suite.openPage(locale)
    const words = VIDEO_TEXTS[locale]
    await visit(page, '/SoftwareSupport', 'value-add-row')
    const tabs = page.getByTestId('video-tab')
    expect(await tabs.allInnerTexts()).toEqual([words.all, 'SummitMap', 'SummitSolid', 'SummitLab', 'SummitView'])
    const panel = page.getByRole('tabpanel')

    // The product tabs: Tab reaches the selected one, the arrows move the selection and its videos.
    await tabTo(page, page.getByRole('tab', { selected: true }))
    expect(await page.getByRole('tab', { selected: true }).innerText()).toBe(words.all)
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Enter')
    await expect.poll(() => page.getByRole('tab', { selected: true }).innerText()).toBe('SummitMap')
    await expect.poll(() => panel.getByTestId('teaching-video').count()).toBe(3)
    expect((await texts(panel.getByTestId('teaching-video'))).every((text) => text.includes('SummitMap'))).toBe(true)
    expect(await panel.getByTestId('videos-next').count()).toBe(0)
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Enter')
    await expect.poll(() => page.getByRole('tab', { selected: true }).innerText()).toBe('SummitSolid')
    await expect.poll(() => panel.getByTestId('teaching-video').count()).toBe(2)
    expect((await texts(panel.getByTestId('teaching-video'))).every((text) => text.includes('SummitSolid'))).toBe(true)
    await page.keyboard.press('Home')
    await page.keyboard.press('Enter')
    await expect.poll(() => page.getByRole('tab', { selected: true }).innerText()).toBe(words.all)

    // The carousel of all eight videos: 6 on page 1, 2 on page 2, previous brings page 1 back.
    await expect.poll(() => panel.getByTestId('teaching-video').count()).toBe(6)
    expect(await panel.getByTestId('videos-page').innerText()).toBe(words.page(1, 2))
    expect(await panel.getByTestId('videos-prev').isDisabled()).toBe(true)
    const firstPage = await texts(panel.getByTestId('teaching-video'))
    expect(firstPage[0]).toContain(words.firstTitle)
    await tabTo(page, panel.getByTestId('videos-next'))
    await page.keyboard.press('Enter')
    await expect.poll(() => panel.getByTestId('videos-page').innerText()).toBe(words.page(2, 2))
    await expect.poll(() => panel.getByTestId('teaching-video').count()).toBe(2)
    const secondPage = await texts(panel.getByTestId('teaching-video'))
    expect(secondPage.some((text) => text.includes('SummitView'))).toBe(true)
    expect(secondPage.filter((text) => firstPage.includes(text))).toEqual([])
    expect(await panel.getByTestId('videos-next').isDisabled()).toBe(true)
    await tabTo(page, panel.getByTestId('videos-prev'), { back: true })
    await page.keyboard.press('Enter')
    await expect.poll(() => panel.getByTestId('videos-page').innerText()).toBe(words.page(1, 2))
    expect(await texts(panel.getByTestId('teaching-video'))).toEqual(firstPage)

    // Value-add software, 20 a page: 25 programs, page 2 holds the last 5.
    const rows = page.getByTestId('value-add-row')
    expect(await rows.count()).toBe(20)
    expect(await page.getByTestId('value-add-pages-total').innerText()).toContain('25')
    await tabTo(page, page.getByTestId('value-add-pages-next'))
    await page.keyboard.press('Enter')
    await expect.poll(() => rows.count()).toBe(5)
    const lastRow = rows.last()
    expect(await lastRow.innerText()).toContain(`附加工具 ${EXTRA_VALUE_ADD}`)
    expect(await lastRow.innerText()).toContain(`k${EXTRA_VALUE_ADD}`)
    expect(await lastRow.getByRole('link').getAttribute('href')).toBe(`https://pan.example.com/s/tool${EXTRA_VALUE_ADD}`)
    expect(await lastRow.getByRole('link').getAttribute('target')).toBe('_blank')
    await page.keyboard.press('Shift+Tab')
    await tabTo(page, page.getByTestId('value-add-pages-prev'), { back: true })
    await page.keyboard.press('Enter')
    await expect.poll(() => rows.count()).toBe(20)
    expect(await axeViolations(page)).toEqual([])
  })

  it('/SoftwareSupportDetail: a VIP customer pages the update notes (5) and the documents (20) by keyboard', async () => {
    const page = await suite.openPage(locale)
    await signInAsVip(page)

    await visit(page, '/SoftwareSupportDetail?type=update', 'update-note')
    const notes = page.getByTestId('update-note')
    expect(await notes.count()).toBe(5)
    const notesFirstPage = await texts(notes)
    await tabTo(page, page.getByTestId('update-notes-pages-next'))
    await page.keyboard.press('Enter')
    // Six notes: page 2 holds the sixth alone.
    await expect.poll(() => notes.count()).toBe(1)
    expect(notesFirstPage).not.toContain(await notes.first().innerText())
    expect(await notes.first().innerText()).toContain('SummitView')
    expect(await axeViolations(page)).toEqual([])

    await visit(page, '/SoftwareSupportDetail?type=document', 'document')
    const docs = page.getByTestId('document')
    expect(await docs.count()).toBe(20)
    expect(await page.getByTestId('documents-pages-total').innerText()).toContain(String(5 + EXTRA_DOCUMENTS))
    // The page buttons: Tab to page 1 (the current one), then to page 2.
    const pageTwo = page.getByTestId('documents-pages-page').filter({ hasText: /^2$/ })
    await tabTo(page, pageTwo)
    await page.keyboard.press('Enter')
    await expect.poll(() => docs.count()).toBe(5)
    expect(await docs.last().innerText()).toContain(`附加文档 ${EXTRA_DOCUMENTS}`)
    expect(await pageTwo.getAttribute('aria-current')).toBe('page')
    expect(await axeViolations(page)).toEqual([])
  })
})

describe.each(LOCALES)('keyboard alone on account support, FAQ, search and news in %s', (locale) => {
  it('/AccountSupport: a category card opens its list; the knowledge list pages at 20, then shows 50', async () => {
    const page = await suite.openPage(locale)
    await visit(page, '/AccountSupport', 'category')
    const cards = page.getByTestId('category')
    expect(await cards.count()).toBe(8)
    // The last card is the knowledge base's troubleshooting category: Tab reaches its link, Enter opens it.
    const card = cards.last().getByRole('link')
    const name = await card.innerText()
    await tabTo(page, card)
    await page.keyboard.press('Enter')
    await page.getByTestId('page-article-list').waitFor()
    await expect.poll(() => new URL(page.url()).searchParams.get('module')).toBe('module-knowledge-trouble')
    expect(await page.getByRole('tab', { selected: true }).innerText()).toBe(name)

    const total = await apiTotal('/api/business/C_knowledgeEssay/getList', {
      currentPage: 1,
      pageSize: 20,
      moduleId: 'module-knowledge-trouble',
    })
    expect(total).toBeGreaterThan(20)
    const rows = page.getByTestId('article-row')
    await expect.poll(() => rows.count()).toBe(20)
    const firstPage = await texts(rows)
    await tabTo(page, page.getByTestId('article-pages-next'))
    await page.keyboard.press('Enter')
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2')
    await expect.poll(() => rows.count()).toBe(total - 20)
    expect((await texts(rows)).filter((text) => firstPage.includes(text))).toEqual([])

    // 50 a page: everything on one page, back to page 1.
    await tabTo(page, page.getByTestId('article-page-size'), { back: true })
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => new URL(page.url()).searchParams.get('size')).toBe('50')
    await expect.poll(() => rows.count()).toBe(total)
    expect(await page.getByTestId('article-pages-next').count()).toBe(0)
    expect(await axeViolations(page)).toEqual([])
  })

  it('/Service?type=problem: the FAQ pages at 20 and an answer opens with Enter', async () => {
    const page = await suite.openPage(locale)
    await visit(page, '/Service?type=problem', 'faq-item')
    const items = page.getByTestId('faq-item')
    expect(await items.count()).toBe(20)
    await tabTo(page, page.getByTestId('faq-pages-next'))
    await page.keyboard.press('Enter')
    await expect.poll(() => items.count()).toBe(10 + EXTRA_FAQ - 20)
    const last = items.last()
    // The extra questions exist in zh-CN only: in en and zh-TW they carry the 中文 fallback badge (issue 20).
    const fallback = locale === 'zh-CN' ? '' : '中文'
    expect(await last.locator('summary').innerText()).toBe(`附加问题 ${EXTRA_FAQ}？${fallback}`)
    expect(await last.getByTestId('content-fallback').count()).toBe(fallback ? 1 : 0)
    expect(await last.getByText(`附加回答 ${EXTRA_FAQ}。`).isVisible()).toBe(false)
    await tabTo(page, last.locator('summary'), { back: true })
    await page.keyboard.press('Enter')
    await expect.poll(() => last.getByText(`附加回答 ${EXTRA_FAQ}。`).isVisible()).toBe(true)
    expect(await axeViolations(page)).toEqual([])
  })

  // A page kept in the list (not the URL) changes in a transition (src/components/use-list-page.ts): the page shown
  // stays until the next one is in, so the list never gives way to its loading state and the page button pressed
  // keeps the focus; the video product tabs ask for each product's first page when the focus enters them.
  it('paging keeps the list and the focus; a video tab chosen shows its videos at once', async () => {
    const page = await suite.openPage(locale)
    await visit(page, '/Service?type=problem', 'faq-item')
    const focused = () =>
      page.evaluate(`document.activeElement?.closest('[data-testid="faq-pages"]') ? document.activeElement.textContent : 'outside'`)
    let loadingShown = await watchForLoading(page, { selector: '[data-testid="faq-loading"]' })
    // Next, to the last page: next is disabled there, and the focus moves to the page's own button.
    await tabTo(page, page.getByTestId('faq-pages-next'))
    await page.keyboard.press('Enter')
    await expect.poll(() => page.getByTestId('faq-item').count()).toBe(10 + EXTRA_FAQ - 20)
    expect({ loadingShown: await loadingShown(), focused: await focused() }).toEqual({ loadingShown: false, focused: '2' })
    // A page's button keeps the focus.
    await tabTo(page, page.getByTestId('faq-pages-page').first(), { back: true })
    await page.keyboard.press('Enter')
    await expect.poll(() => page.getByTestId('faq-item').count()).toBe(20)
    expect({ loadingShown: await loadingShown(), focused: await focused() }).toEqual({ loadingShown: false, focused: '1' })

    await visit(page, '/SoftwareSupport', 'value-add-row')
    loadingShown = await watchForLoading(page, { selector: '[data-testid="value-add-loading"]' })
    await tabTo(page, page.getByTestId('value-add-pages-next'))
    await page.keyboard.press('Enter')
    await expect.poll(() => page.getByTestId('value-add-row').count()).toBe(5)
    expect(await loadingShown()).toBe(false)

    const videoCalls: string[] = []
    page.on('response', (response) => {
      if (response.url().includes('/C_elsevideo/getList')) videoCalls.push(response.url())
    })
    loadingShown = await watchForLoading(page, { selector: '[data-testid="videos-loading"]' })
    await tabTo(page, page.getByRole('tab', { selected: true }))
    // The other four products' first pages, asked for as the focus entered the tabs (a person reads the tabs first).
    await expect.poll(() => videoCalls.length).toBe(4)
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Enter')
    await expect.poll(() => page.getByRole('tabpanel').getByTestId('teaching-video').count()).toBe(3)
    expect(await loadingShown()).toBe(false)
  })

  it('/SearchNone: the retry searches again from the keyboard', async () => {
    const page = await suite.openPage(locale)
    await visit(page, `/SearchNone?q=${encodeURIComponent('火星探测')}`, 'page-search-none')
    const input = page.getByTestId('search-none-input')
    await tabTo(page, input)
    await page.keyboard.press('Control+A')
    await page.keyboard.type('SummitLab')
    await page.keyboard.press('Tab')
    expect(await page.getByTestId('retry-button').evaluate((element) => element === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')
    await page.getByTestId('search-group-product').waitFor()
    expect(new URL(page.url()).pathname).toBe('/pc/Search')
    expect(new URL(page.url()).searchParams.get('q')).toBe('SummitLab')
  })

  it('/FlashNote: an entry opens and the list comes back by keyboard', async () => {
    const page = await suite.openPage(locale)
    await visit(page, '/FlashNote', 'news-item')
    const second = page.getByTestId('news-item').nth(1).getByRole('link')
    const title = await second.innerText()
    await tabTo(page, second)
    await page.keyboard.press('Enter')
    await page.getByTestId('news-entry').waitFor()
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(title)
    expect(new URL(page.url()).searchParams.get('id')).not.toBeNull()
    await tabTo(page, page.getByTestId('news-back'))
    await page.keyboard.press('Enter')
    await page.getByTestId('news-item').first().waitFor()
    expect(new URL(page.url()).searchParams.get('id')).toBeNull()
    expect(await axeViolations(page)).toEqual([])
  })
})

/** The caption cues of a shipped video in one language, from its WebVTT file. */
function cues(stem: string, locale: Locale): { start: number; end: number; text: string }[] {
  const seconds = (stamp: string) => {
    const [h, m, s] = stamp.split(':')
    return Number(h) * 3600 + Number(m) * 60 + Number(s)
  }
  const vtt = readFileSync(`public/seed/videos/${stem}.${locale}.vtt`, 'utf8')
  return [...vtt.matchAll(/(\d\d:\d\d:\d\d\.\d+) --> (\d\d:\d\d:\d\d\.\d+)\n(.+)/g)].map(([, start, end, text]) => ({
    start: seconds(start!),
    end: seconds(end!),
    text: text!.trim(),
  }))
}

describe.each(LOCALES)('a teaching video on /SoftwareSupport in %s', (locale) => {
  it('plays from the keyboard (time advances) with the captions of the language', async () => {
    const page = await suite.openPage(locale)
    await visit(page, '/SoftwareSupport', 'teaching-video')
    const video = page.getByTestId('teaching-video').first().locator('video')
    expect(await video.getAttribute('aria-label')).toBe(VIDEO_TEXTS[locale].firstTitle)
    expect(await video.getAttribute('src')).toBe('/pc/seed/videos/store-tour.mp4')
    expect(await video.getAttribute('poster')).toBe('/pc/seed/videos/store-tour.jpg')
    expect(await video.getAttribute('preload')).toBe('none')

    await tabTo(page, video)
    await page.keyboard.press('Space')
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 }).toBeGreaterThan(1)
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false)
    await expect.poll(() => page.getByTestId('teaching-video-player-loading').count()).toBe(0)
    await page.keyboard.press('Space')
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true)

    // The showing track is the page's language, and its active cue is that file's cue at the paused time.
    const state = () =>
      video.evaluate((element: HTMLVideoElement) => {
        const showing = [...element.textTracks].filter((track) => track.mode === 'showing')
        return {
          languages: showing.map((track) => track.language),
          time: element.currentTime,
          cue: [...(showing[0]?.activeCues ?? [])].map((cue) => (cue as VTTCue).text).join(' '),
        }
      })
    await expect.poll(async () => (await state()).cue).not.toBe('')
    const { languages, time, cue } = await state()
    expect(languages).toEqual([locale])
    const expected = cues('store-tour', locale).find((candidate) => candidate.start <= time && time < candidate.end)
    expect(cue).toBe(expected?.text)
    expect(await page.getByTestId('teaching-video-player-unavailable').count()).toBe(0)
  })

  it('no page raised an error', () => {
    expect(suite.pageErrors).toEqual([])
  })
})
