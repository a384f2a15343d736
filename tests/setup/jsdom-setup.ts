// jsdom lacks a few browser APIs that Chakra UI v3 and our components use.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
const g = globalThis as Record<string, unknown>
g.ResizeObserver ??= ResizeObserverStub
g.structuredClone ??= (value: unknown) => JSON.parse(JSON.stringify(value))
if (typeof window !== 'undefined') {
  window.scrollTo = (() => {}) as typeof window.scrollTo
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia
}
// Zag's focus trap (Chakra's Dialog) calls CSS.escape when a focused element inside it is removed; jsdom has no CSS.
g.CSS ??= { escape: (value: string) => value.replace(/[^\w-]/g, (character) => `\\${character}`) }

// Testing Library waits 1 s for an element by default; a CI core shared with Chromium and other workers (load 12)
// took longer than that to render a lazy dialog's first screen. The wait ends as soon as the element appears.
const { configure } = await import('@testing-library/react')
configure({ asyncUtilTimeout: 5000 })

// Components of the login-only pages read the portal texts, which the app loads with its login-only layout route.
// The app loads the shown language's texts only; tests switch between zh-CN and jsdom's en with i18n.changeLanguage.
const { loadLanguageTexts, loadPortalTexts } = await import('../../src/i18n/i18n')
await loadPortalTexts()
await loadLanguageTexts('zh-CN')
await loadLanguageTexts('en')

export {}
