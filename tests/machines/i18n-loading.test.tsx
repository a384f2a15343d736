// Languages load on demand (src/i18n/i18n.ts). Runs in jsdom, whose navigator.language is en-US.
import { beforeEach, describe, expect, it, vi } from 'vitest'

beforeEach(() => {
  vi.resetModules()
  localStorage.clear()
})

describe('i18n loading', () => {
  it('starts in zh-CN, then switches to the browser language once its texts have loaded', async () => {
    expect(navigator.language).toBe('en-US')
    const { i18n, i18nReady } = await import('../../src/i18n/i18n')
    expect(i18n.language).toBe('zh-CN')
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false)
    await i18nReady
    expect(i18n.language).toBe('en')
    expect(i18n.t('pages.notOpen')).not.toBe('功能未开放')
    expect(document.documentElement.lang).toBe('en')
  })

  it('keeps a language chosen while the browser language was loading', async () => {
    const { i18n, i18nReady } = await import('../../src/i18n/i18n')
    await i18n.changeLanguage('zh-CN')
    await i18nReady
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
