// For the checks that code or data loaded before it shows renders without its loading state (docs/decisions.md,
// "Lazy code loads before it shows").
import type { Page } from 'playwright-core'

/** The response of the first chunk whose file name starts with `name` (as the build names it: `<name>-<hash>.js`). */
export const chunkResponse = (page: Page, name: string) =>
  page.waitForResponse((response) => new RegExp(`/${name}-[\\w-]+\\.js$`).test(new URL(response.url()).pathname))

interface Loading {
  selector?: string
  text?: string
}

/**
 * Watches the page from now on: the answer says whether the loading state (an element matching `selector`, or a
 * text) ever showed. `first` is page code awaited before the watch starts.
 */
export async function watchForLoading(page: Page, loading: Loading, first = ''): Promise<() => Promise<boolean>> {
  const condition = loading.selector
    ? `document.querySelector(${JSON.stringify(loading.selector)})`
    : `document.body.textContent.includes(${JSON.stringify(loading.text ?? '')})`
  // Strings, not functions: the page runs them as they are (tsx would add its own helpers to a function's source).
  await page.evaluate(`(async () => {
    ${first}
    await new Promise((resolve) => setTimeout(resolve, 0))
    window.__loadingShown = false
    new MutationObserver(() => {
      if (${condition}) window.__loadingShown = true
    }).observe(document.body, { subtree: true, childList: true, characterData: true })
  })()`)
  return async () => (await page.evaluate('window.__loadingShown')) as boolean
}

/** watchForLoading, once the page has run the chunk at `url` (so the app's own import of it has settled too). */
export const watchForLoadingOnceIn = (page: Page, url: string, loading: Loading) =>
  watchForLoading(page, loading, `await import(${JSON.stringify(url)})`)
