// Languages load on demand (src/i18n/i18n.ts). Runs in jsdom, whose navigator.language is en-US.
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { LANGUAGE_KEY, STORAGE_PREFIX } from '../../src/storage/storage'

beforeEach(() => {
  vi.resetModules()
  localStorage.clear()
})

describe('i18n loading', () => {
  it("switches to the browser language once its texts have loaded, and never downloads zh-CN's for it", async () => {
    expect(navigator.language).toBe('en-US')
    const { i18n, i18nReady, loadPortalTexts } = await import('../../src/i18n/i18n')
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false)
    // A prerendered page's route asks for its texts before the visitor's language is active.
    const portal = loadPortalTexts()
    await i18nReady
    await portal
    expect(i18n.language).toBe('en')
    expect(i18n.t('common.loading')).toBe('Loading…')
    expect(i18n.t('pages.notOpen')).not.toBe('功能未开放')
    expect(document.documentElement.lang).toBe('en')
    expect(i18n.hasResourceBundle('zh-CN', 'translation')).toBe(false)
    expect(i18n.getResourceBundle('en', 'translation')).toHaveProperty('center')
  })

  it('loads zh-CN for a visitor who chose it, and the texts of a language switched to', async () => {
    localStorage.setItem(`${STORAGE_PREFIX}${LANGUAGE_KEY}`, JSON.stringify({ type: 'String', value: 'zh-CN' }))
    const { i18n, i18nReady, switchLanguage } = await import('../../src/i18n/i18n')
    await i18nReady
    expect(i18n.language).toBe('zh-CN')
    expect(i18n.t('common.loading')).toBe('加载中…')
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false)
    await switchLanguage('en')
    expect(i18n.t('common.loading')).toBe('Loading…')
    await switchLanguage('zh-CN')
    expect(i18n.t('common.loading')).toBe('加载中…')
  })

  it("shows zh-CN's texts when the browser language's fail to load", async () => {
    vi.doMock('../../src/i18n/resources/en', () => {
      throw new Error('offline')
    })
    const { i18n, i18nReady } = await import('../../src/i18n/i18n')
    await i18nReady
    vi.doUnmock('../../src/i18n/resources/en')
    expect(i18n.language).toBe('zh-CN')
    expect(i18n.t('common.loading')).toBe('加载中…')
    expect(document.documentElement.lang).toBe('zh-CN')
  })

  it('keeps a language chosen while the browser language was loading', async () => {
    const { i18n, i18nReady, switchLanguage } = await import('../../src/i18n/i18n')
    const switched = switchLanguage('zh-CN')
    await i18nReady
    await switched
    expect(i18n.language).toBe('zh-CN')
    expect(i18n.t('pages.notOpen')).toBe('功能未开放')
  })

  it('loads zh-TW when the switcher chooses it and remembers the choice', async () => {
    const { i18n, i18nReady, switchLanguage } = await import('../../src/i18n/i18n')
    await i18nReady
    await switchLanguage('zh-TW')
    expect(i18n.language).toBe('zh-TW')
    expect(i18n.t('pages.notOpen')).toBe('功能未開放')
    expect(localStorage.getItem(Object.keys(localStorage)[0]!)).toContain('zh-TW')
  })
})
