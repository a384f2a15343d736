import { describe, expect, it } from 'vitest'
import { DEFAULT_LANGUAGE, detectLanguage, languageFromBrowser } from '../../domain/language'
import { en as enEntry } from '../../src/i18n/resources/en'
import { enPortal } from '../../src/i18n/resources/en-portal'
import { zhCN as zhCNEntry } from '../../src/i18n/resources/zh-CN'
import { zhCNPortal } from '../../src/i18n/resources/zh-CN-portal'
import { zhTW as zhTWEntry } from '../../src/i18n/resources/zh-TW'
import { zhTWPortal } from '../../src/i18n/resources/zh-TW-portal'

// Each language is its entry texts plus the portal's (loaded with the login-only pages); together they are checked.
const zhCN = { ...zhCNEntry, ...zhCNPortal }
const en = { ...enEntry, ...enPortal }
const zhTW = { ...zhTWEntry, ...zhTWPortal }

/** Every leaf key as a dotted path, e.g. 'pages.notFound'. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix]
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key))
}

function leaves(value: unknown): unknown[] {
  if (value === null || typeof value !== 'object') return [value]
  return Object.values(value as Record<string, unknown>).flatMap(leaves)
}

describe('language detection', () => {
  it('uses the stored choice first', () => {
    expect(detectLanguage('en', 'zh-TW')).toBe('en')
    expect(detectLanguage('zh-TW', 'en-US')).toBe('zh-TW')
    expect(detectLanguage('zh-CN', 'en-GB')).toBe('zh-CN')
  })

  it('ignores a stored value that is not a supported language', () => {
    expect(detectLanguage('fr', 'en-US')).toBe('en')
    expect(detectLanguage(42, 'zh-TW')).toBe('zh-TW')
    expect(detectLanguage(null, undefined)).toBe(DEFAULT_LANGUAGE)
  })

  it("picks zh-TW for any browser language containing 'tw', case-insensitive", () => {
    expect(languageFromBrowser('zh-TW')).toBe('zh-TW')
    expect(languageFromBrowser('zh-tw')).toBe('zh-TW')
    expect(languageFromBrowser('TW')).toBe('zh-TW')
    expect(languageFromBrowser('zh-Hant-TW')).toBe('zh-TW')
  })

  it('picks en for English browsers and zh-CN for everything else', () => {
    expect(languageFromBrowser('en')).toBe('en')
    expect(languageFromBrowser('en-US')).toBe('en')
    expect(languageFromBrowser('EN-gb')).toBe('en')
    expect(languageFromBrowser('zh-CN')).toBe('zh-CN')
    expect(languageFromBrowser('zh')).toBe('zh-CN')
    expect(languageFromBrowser('fr-FR')).toBe('zh-CN')
    expect(languageFromBrowser('')).toBe('zh-CN')
    expect(languageFromBrowser(undefined)).toBe('zh-CN')
  })

  it('defaults to zh-CN', () => {
    expect(DEFAULT_LANGUAGE).toBe('zh-CN')
  })
})

describe('resources', () => {
  const reference = keyPaths(zhCN).sort()

  it.each([
    ['en', en],
    ['zh-TW', zhTW],
  ])('%s has exactly the keys of zh-CN', (_name, messages) => {
    const keys = keyPaths(messages).sort()
    expect(
      keys.filter((key) => !reference.includes(key)),
      'keys zh-CN lacks',
    ).toEqual([])
    expect(
      reference.filter((key) => !keys.includes(key)),
      'keys missing here',
    ).toEqual([])
  })

  it('the portal texts are not in the entry chunk and add no key the entry texts already have', () => {
    for (const [entry, portal] of [
      [zhCNEntry, zhCNPortal],
      [enEntry, enPortal],
      [zhTWEntry, zhTWPortal],
    ] as const) {
      expect(Object.keys(portal).filter((key) => key in entry)).toEqual([])
      expect(Object.keys(portal).sort()).toEqual([
        'center',
        'contracts',
        'invoiceReissue',
        'invoices',
        'licenceApplication',
        'licenceTab',
        'licences',
        'orders',
        'paystep',
        'profile',
        'retailer',
      ])
    }
  })

  it('the key comparison notices a missing key', () => {
    const broken = structuredClone(en) as unknown as { pages: Record<string, string> }
    delete broken.pages.notFound
    expect(keyPaths(broken).sort()).not.toEqual(reference)
  })

  it.each([
    ['zh-CN', zhCN],
    ['en', en],
    ['zh-TW', zhTW],
  ])('%s has no empty text', (_name, messages) => {
    for (const leaf of leaves(messages)) {
      expect(typeof leaf).toBe('string')
      expect((leaf as string).trim()).not.toBe('')
    }
  })

  it('keeps the spec texts of the status pages', () => {
    expect(zhCN.pages.notFound).toBe('您所寻找的页面不存在')
    expect(zhCN.pages.networkTitle).toBe('网络连接有误')
    expect(zhCN.pages.networkHint).toBe('网络异常，请检查网络')
    expect(zhCN.pages.notOpen).toBe('功能未开放')
    expect(zhCN.pages.searchNone).toBe('没有搜到结果')
  })
})
