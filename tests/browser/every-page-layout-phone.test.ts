// Every page at 375, 768, 1280 and 1920 px in three languages (issue 20), first half: the public pages in zh-CN loaded
// at 375 and at 768 px, and in en loaded at 375 px and resized to the other three widths; every-page-layout-desktop
// holds the rest (the two files run at once). What is checked on each page:
// support/page-layout-check.ts. Each language's pages share one context, so a failure lists every page and width it
// concerns; every page has a title of its own in each language, and en's differ from zh-CN's.
import { describe, expect, it } from 'vitest'
import { useBrowserSuite } from './support/browser-suite'
import { ALL_WIDTHS, layoutChecker, PUBLIC_PAGES } from './support/page-layout-check'

const suite = useBrowserSuite()
const { checkAll, checkResizing, titleClashes } = layoutChecker(suite)

describe('every page at phone and tablet widths', () => {
  it('public pages in zh-CN at 375 and 768 px', { timeout: 600_000 }, async () => {
    expect(await checkAll('zh-CN', PUBLIC_PAGES, [375, 768])).toEqual([])
    expect(titleClashes('zh-CN')).toEqual([])
  })

  it('public pages in en at 375 px, resized to 768, 1280 and 1920 px', { timeout: 600_000 }, async () => {
    expect(await checkResizing('en', PUBLIC_PAGES, ALL_WIDTHS)).toEqual([])
    expect(titleClashes('en')).toEqual([])
  })
})
