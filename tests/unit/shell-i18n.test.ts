import { describe, expect, it } from 'vitest'
import { DEFAULT_LANGUAGE, detectLanguage, languageFromBrowser } from '../../domain/language'
import { en as enEntry } from '../../src/i18n/resources/en'
import { enPortal } from '../../src/i18n/resources/en-portal'
import { zhCN as zhCNEntry } from '../../src/i18n/resources/zh-CN'
import { zhCNPortal } from '../../src/i18n/resources/zh-CN-portal'
import { zhTW as zhTWEntry } from '../../src/i18n/resources/zh-TW'
import { zhTWPortal } from '../../src/i18n/resources/zh-TW-portal'
import { zhCNForum } from '../../src/i18n/resources/zh-CN-forum'
import { enForum } from '../../src/i18n/resources/en-forum'
import { zhTWForum } from '../../src/i18n/resources/zh-TW-forum'
import { zhCNForumComposer } from '../../src/i18n/resources/zh-CN-forum-composer'
import { enForumComposer } from '../../src/i18n/resources/en-forum-composer'
import { zhTWForumComposer } from '../../src/i18n/resources/zh-TW-forum-composer'
import i18next from 'i18next'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { SUCCESS_MESSAGES, type SuccessMessageName } from '../../domain/success-messages'
import { SUCCESS_TEXT_KEYS, successTextOf } from '../../src/i18n/success-text'

// Each language is its entry texts plus those loaded with their pages (the portal's, the forum's, the question
// composer's); together they are checked.
const zhCN = { ...zhCNEntry, ...zhCNPortal, ...zhCNForum, ...zhCNForumComposer }
const en = { ...enEntry, ...enPortal, ...enForum, ...enForumComposer }
const zhTW = { ...zhTWEntry, ...zhTWPortal, ...zhTWForum, ...zhTWForumComposer }

/** Every leaf as [dotted key, text]. */
function entries(value: unknown, prefix = ''): [string, string][] {
  if (value === null || typeof value !== 'object') return [[prefix, value as string]]
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => entries(child, prefix ? `${prefix}.${key}` : key))
}

/** en's keys with each singular (`x_one`) folded into its plural (`x_other`): what zh-CN must have. */
const withoutSingulars = (keys: string[]) => keys.filter((key) => !key.endsWith('_one'))

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
  ])('%s has exactly the keys of zh-CN (en adds the singular of each plural)', (_name, messages) => {
    const keys = withoutSingulars(keyPaths(messages)).sort()
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
        'sessions',
      ])
    }
  })

  it('a count is a plural key: zh-CN and zh-TW have only _other, en has _one beside each _other and nowhere else', () => {
    const plurals = reference.filter((key) => key.endsWith('_other'))
    expect(plurals.length).toBeGreaterThan(10)
    for (const messages of [zhCN, zhTW]) expect(keyPaths(messages).filter((key) => key.endsWith('_one'))).toEqual([])
    const singulars = keyPaths(en)
      .filter((key) => key.endsWith('_one'))
      .map((key) => key.replace(/_one$/, '_other'))
    expect(singulars.sort()).toEqual(plurals)
  })

  // Where a count is the value of a label or a ratio, no noun follows it and English needs no plural.
  const COUNT_WITHOUT_NOUN = new Set([
    'shop.cart.selected', // '{{count}} selected'
    'shop.menu.lockedCount', // 'The number is fixed at {{count}} for this product'
    'storefront.contact.feedback.counter', // '{{count}} / {{max}} characters'
    'paystep.pay.minutesLeft', // 'about {{count}} min'
    'storefront.searchNews.results.group', // '{{label}} ({{count}})'
    'forum.post.views',
    'forum.post.comments',
    'forum.post.likes',
    'forum.answers.title', // 'Answers ({{count}})'
    'forum.answers.counter',
    'forum.mine.postCount', // 'Posts: {{count}}'
    'forumComposer.titleCounter', // '{{count}} / {{max}}'
  ])

  it('every en text that counts something uses a plural form', () => {
    const counting = entries(en).filter(([key, text]) => text.includes('{{count}}') && !COUNT_WITHOUT_NOUN.has(key))
    expect(counting.length).toBeGreaterThan(10)
    expect(counting.filter(([key]) => !/_(one|other)$/.test(key)).map(([key]) => key)).toEqual([])
    // The exceptions exist (a renamed key would silently leave the list).
    const keys = new Set(keyPaths(en))
    expect([...COUNT_WITHOUT_NOUN].filter((key) => !keys.has(key))).toEqual([])
    // No text puts a number before a unit label of its own: the number and its unit are one plural text.
    expect(entries(en).filter(([, text]) => /\}\} \{\{unit\}\}/.test(text))).toEqual([])
  })

  it('en writes 季 as quarter, in the unit labels and the texts alike, and inflects every duration', async () => {
    expect(en.shop.unit.season).toBe('quarter')
    expect(entries(en).filter(([, text]) => /\bseasons?\b/i.test(text))).toEqual([])
    const i18n = i18next.createInstance()
    await i18n.init({
      resources: { 'zh-CN': { translation: zhCN }, en: { translation: en }, 'zh-TW': { translation: zhTW } },
      lng: 'en',
      fallbackLng: 'zh-CN',
      interpolation: { escapeValue: false },
    })
    const en1 = i18n.getFixedT('en')
    expect(en1('shop.duration.week', { count: 1 })).toBe('1 week')
    expect(en1('shop.duration.week', { count: 16 })).toBe('16 weeks')
    expect(en1('shop.duration.month', { count: 3 })).toBe('3 months')
    expect(en1('shop.duration.season', { count: 1 })).toBe('1 quarter')
    expect(en1('shop.duration.season', { count: 2 })).toBe('2 quarters')
    expect(en1('shop.duration.halfyear', { count: 2 })).toBe('2 half-years')
    expect(en1('retailer.orders.totals', { count: 1, quantity: 1, amount: '764.15', commission: '76.42' })).toBe(
      '1 order, quantity 1, paid 764.15 CNY in total, commission 76.42 CNY',
    )
    expect(en1('retailer.orders.exported', { count: 2 })).toBe('2 orders exported')
    expect(i18n.getFixedT('zh-CN')('shop.duration.month', { count: 1 })).toBe('1 月')
    expect(i18n.getFixedT('zh-CN')('retailer.orders.exported', { count: 1 })).toBe('已导出 1 笔订单')
    expect(i18n.getFixedT('zh-TW')('shop.duration.week', { count: 1 })).toBe('1 週')
  })

  it('zh-TW names the licence 許可證 wherever zh-CN says 许可证 (許可 for 许可), and 授權 only where zh-CN says 授权', () => {
    const cn = Object.fromEntries(entries(zhCN))
    const occurrences = (text: string, word: string) => text.split(word).length - 1
    const mismatched = entries(zhTW).filter(
      ([key, text]) =>
        occurrences(text, '許可證') !== occurrences(cn[key], '许可证') ||
        occurrences(text, '許可') !== occurrences(cn[key], '许可') ||
        occurrences(text, '授權') !== occurrences(cn[key], '授权'),
    )
    expect(mismatched).toEqual([])
  })

  it('every success msg the server sends has a text whose zh-CN is the msg itself, and is localized in en and zh-TW', async () => {
    const i18n = i18next.createInstance()
    await i18n.init({
      resources: { 'zh-CN': { translation: zhCN }, en: { translation: en }, 'zh-TW': { translation: zhTW } },
      lng: 'zh-CN',
      fallbackLng: false,
      interpolation: { escapeValue: false },
    })
    const [cn, english, tw] = (['zh-CN', 'en', 'zh-TW'] as const).map((language) => i18n.getFixedT(language))
    for (const name of Object.keys(SUCCESS_MESSAGES) as SuccessMessageName[]) {
      const msg = SUCCESS_MESSAGES[name]
      expect(successTextOf(cn, msg), name).toBe(msg)
      expect(successTextOf(english, msg), name).toBe(english(SUCCESS_TEXT_KEYS[name]))
      expect(successTextOf(english, msg), name).not.toMatch(/[\u4e00-\u9fff]/)
      expect(successTextOf(tw, msg), name).toBe(tw(SUCCESS_TEXT_KEYS[name]))
    }
    expect(successTextOf(english, '添加成功')).toBe('Added successfully')
    expect(successTextOf(tw, '许可证已生成')).toBe('許可證已產生')
    expect(successTextOf(english, '一条新消息'), 'an unknown msg as sent').toBe('一条新消息')
    expect(successTextOf(english, '', 'licences.successFallback'), 'no msg: the fallback').toBe('Licences created')
    expect(successTextOf(english, undefined)).toBe('')
  })

  it('the server sends its success messages from domain/success-messages.ts, never as literals of its own', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? files(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
      )
    const literals = files('server/modules').flatMap((file) => {
      const source = readFileSync(file, 'utf8')
      return Object.values(SUCCESS_MESSAGES)
        .filter((msg) => source.includes(`'${msg}'`))
        .map((msg) => `${file}: ${msg}`)
    })
    expect(literals).toEqual([])
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
