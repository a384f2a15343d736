// Every page at 375, 768, 1280 and 1920 px (issue 20), second half: the public pages in zh-CN at 1280 and 1920 px and
// in zh-TW at 375 px, and the main signed-in pages in zh-CN at every width; every-page-layout-phone holds the rest.
// What is checked on each page: support/page-layout-check.ts.
import { describe, expect, it } from 'vitest'
import { apiLogin } from './support/api-session'
import { useBrowserSuite } from './support/browser-suite'
import { ALL_WIDTHS, layoutChecker, PUBLIC_PAGES, SIGNED_IN_PAGES } from './support/page-layout-check'

const suite = useBrowserSuite()
const { checkAll, titleClashes } = layoutChecker(suite)

describe('every page at desktop widths, and zh-TW', () => {
  it('public pages in zh-CN at 1280 and 1920 px', { timeout: 600_000 }, async () => {
    expect(await checkAll('zh-CN', PUBLIC_PAGES, [1280, 1920])).toEqual([])
    expect(titleClashes('zh-CN')).toEqual([])
  })

  it('public pages in zh-TW at 375 px', { timeout: 300_000 }, async () => {
    expect(await checkAll('zh-TW', PUBLIC_PAGES, [375])).toEqual([])
    expect(titleClashes('zh-TW')).toEqual([])
  })

  it('signed-in pages in zh-CN at every width', { timeout: 300_000 }, async () => {
    const token = await apiLogin(suite.baseUrl(), '13900000020')
    expect(await checkAll('zh-CN', SIGNED_IN_PAGES, ALL_WIDTHS, token)).toEqual([])
  })
})
