// Every page at 375, 768, 1280 and 1920 px in three languages (issue 20), second half: the public pages in zh-CN
// loaded at 1280 and at 1920 px, and in zh-TW loaded at 375 px and resized to the other three widths; the main
// signed-in pages in zh-CN loaded at every width, in en and zh-TW loaded at 375 px and resized; every-page-layout-phone
// holds the rest.
// What is checked on each page: support/page-layout-check.ts.
import { describe, expect, it } from 'vitest'
import { apiLogin } from './support/api-session'
import { useBrowserSuite } from './support/browser-suite'
import { ALL_WIDTHS, layoutChecker, PUBLIC_PAGES, SIGNED_IN_PAGES } from './support/page-layout-check'

const suite = useBrowserSuite()
const { checkAll, checkResizing, titleClashes } = layoutChecker(suite)
/** One login for every signed-in check (a second SMS code within 60 s is refused). */
let token: Promise<string> | undefined
const signedIn = () => (token ??= apiLogin(suite.baseUrl(), '13900000020'))

describe('every page at desktop widths, and zh-TW', () => {
  it('public pages in zh-CN at 1280 and 1920 px', { timeout: 600_000 }, async () => {
    expect(await checkAll('zh-CN', PUBLIC_PAGES, [1280, 1920])).toEqual([])
    expect(titleClashes('zh-CN')).toEqual([])
  })

  it('public pages in zh-TW at 375 px, resized to 768, 1280 and 1920 px', { timeout: 600_000 }, async () => {
    expect(await checkResizing('zh-TW', PUBLIC_PAGES, ALL_WIDTHS)).toEqual([])
    expect(titleClashes('zh-TW')).toEqual([])
  })

  it('signed-in pages in zh-CN at every width', { timeout: 300_000 }, async () => {
    expect(await checkAll('zh-CN', SIGNED_IN_PAGES, ALL_WIDTHS, await signedIn())).toEqual([])
  })

  it('signed-in pages in en and zh-TW at 375 px, resized to 768, 1280 and 1920 px', { timeout: 300_000 }, async () => {
    const found = [
      ...(await checkResizing('en', SIGNED_IN_PAGES, ALL_WIDTHS, await signedIn())),
      ...(await checkResizing('zh-TW', SIGNED_IN_PAGES, ALL_WIDTHS, await signedIn())),
    ]
    expect(found).toEqual([])
  })
})
