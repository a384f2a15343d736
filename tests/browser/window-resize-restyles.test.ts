// A real window narrowed and widened after load restyles the page for its new width, while the app adds styles.
// Chromium (156) kept an element's old-width style when, in the frame in which the width crossed a breakpoint, a rule
// was added through CSSOM to the sheet holding that element's @media rule, as Chakra (emotion) adds a component's rules
// when it first renders: the header stayed a desktop header at 375 px (menu and search drawn, the menu button without a
// box) until a later resize crossed a breakpoint again; a page still rendering met it a few times in a hundred resizes,
// with the real window as with an emulated one. index.html's static sheet flips a root custom property at each of
// Chakra's breakpoints, which restyles the page (docs/decisions.md, "A resized window restyles the page").
//
// The window is the page's own (no viewport emulation), resized through CDP (Browser.setWindowBounds), which headless
// Chromium applies to innerWidth. To meet the race on most resizes rather than a few in a hundred, the page adds a plain
// rule to emotion's sheet every 2 ms while the window changes, as components rendering for the first time do; without
// the root flip the header was drawn for the old width after 11 of 20 such resizes.
import type { CDPSession, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { appRunning, useBrowserSuite } from './support/browser-suite'

const suite = useBrowserSuite()

/** What the page draws at its width: the header's items, and a page element that, like a Chakra prop
 *  `display={{ base: 'block', md: 'none' }}`, has its rules in emotion's sheet. */
function drawn(page: Page) {
  return page.evaluate(() => {
    const shown = (selector: string) => {
      const box = document.querySelector(selector)?.getBoundingClientRect()
      return box !== undefined && box.width > 0 && box.height > 0
    }
    return {
      innerWidth,
      menuButton: shown('[data-testid="mobile-nav-button"]'),
      menu: shown('[data-testid="main-menu"]'),
      search: shown('.shell-search-slot'),
      belowMd: shown('#resize-probe'),
    }
  })
}

const expected = (width: number) => ({
  innerWidth: width,
  menuButton: width < 1280,
  menu: width >= 1280,
  search: width >= 768,
  belowMd: width < 768,
})

async function windowOf(page: Page): Promise<{ cdp: CDPSession; windowId: number }> {
  const cdp = await page.context().newCDPSession(page)
  const { windowId } = await cdp.send('Browser.getWindowForTarget')
  return { cdp, windowId }
}

describe('a resized window', () => {
  it('is drawn for its new width, the header and the page, while the app adds styles', { timeout: 90_000 }, async () => {
    const context = await suite.browser.newContext({ viewport: null, locale: 'zh-CN' })
    const page = await context.newPage()
    const { cdp, windowId } = await windowOf(page)
    const resizeTo = (width: number) => cdp.send('Browser.setWindowBounds', { windowId, bounds: { width, height: 900 } })
    await resizeTo(1440)
    await page.goto(`${suite.baseUrl()}/pc/Service`)
    await appRunning(page)
    await page.getByTestId('login-button').waitFor()
    await page.evaluate(() => {
      const sheet = document.querySelector<HTMLStyleElement>('style[data-emotion="css"]')!.sheet!
      sheet.insertRule('#resize-probe { display: block; height: 4px }', sheet.cssRules.length)
      sheet.insertRule('@media screen and (min-width: 48rem) { #resize-probe { display: none } }', sheet.cssRules.length)
      document.body.append(Object.assign(document.createElement('div'), { id: 'resize-probe' }))
    })
    expect(await drawn(page)).toEqual(expected(1440))

    const found: string[] = []
    for (const width of [375, 1440, 768, 1440, 375, 1024, 375]) {
      await page.evaluate(() => {
        const sheet = document.querySelector<HTMLStyleElement>('style[data-emotion="css"]')!.sheet!
        let added = 0
        const add = () => {
          sheet.insertRule(`.resize-filler-${added} { color: inherit }`, sheet.cssRules.length)
          if (++added < 300) setTimeout(add, 2)
        }
        setTimeout(add, 0)
      })
      await page.waitForTimeout(60)
      await resizeTo(width)
      // Drawn for the width within 2 s (a stale style, when it came, lasted until the next breakpoint: 30 s and more).
      const settled = await page
        .waitForFunction(
          (want) => {
            const shown = (selector: string) => {
              const box = document.querySelector(selector)?.getBoundingClientRect()
              return box !== undefined && box.width > 0 && box.height > 0
            }
            return (
              innerWidth === want.innerWidth &&
              shown('[data-testid="mobile-nav-button"]') === want.menuButton &&
              shown('[data-testid="main-menu"]') === want.menu &&
              shown('.shell-search-slot') === want.search &&
              shown('#resize-probe') === want.belowMd
            )
          },
          expected(width),
          { timeout: 2_000 },
        )
        .then(
          () => true,
          () => false,
        )
      // The adding goes on for 600 ms: the page is checked again once it has stopped.
      await page.waitForTimeout(800)
      const now = await drawn(page)
      if (!settled || JSON.stringify(now) !== JSON.stringify(expected(width))) found.push(`${width} px: ${JSON.stringify(now)}`)
    }
    await context.close()
    expect(found.join('\n')).toBe('')
  })
})
