// For the checks that code loaded before it shows renders without its loading state (docs/decisions.md, "Lazy code
// loads before it shows").
import type { Page } from 'playwright-core'

/** The response of the first chunk whose file name starts with `name` (as the build names it: `<name>-<hash>.js`). */
export const chunkResponse = (page: Page, name: string) =>
  page.waitForResponse((response) => new RegExp(`/${name}-[\\w-]+\\.js$`).test(new URL(response.url()).pathname))

/**
 * Waits until the page has run the chunk at `url` (so the app's own import of it has settled too), then watches the
 * page from then on: `loadingShown(page)` answers whether the loading state (an element matching `selector`, or a
 * text) ever showed.
 */
export async function watchForLoadingOnceIn(
  page: Page,
  url: string,
  loading: { selector?: string; text?: string },
): Promise<() => Promise<boolean>> {
  const condition = loading.selector
    ? `document.querySelector(${JSON.stringify(loading.selector)})`
    : `document.body.textContent.includes(${JSON.stringify(loading.text ?? '')})`
  // Strings, not functions: the page runs them as they are (tsx would add its own helpers to a function's source).
  await page.evaluate(`(async () => {
    await import(${JSON.stringify(url)})
    await new Promise((resolve) => setTimeout(resolve, 0))
    window.__loadingShown = false
    new MutationObserver(() => {
      if (${condition}) window.__loadingShown = true
    }).observe(document.body, { subtree: true, childList: true, characterData: true })
  })()`)
  return async () => (await page.evaluate('window.__loadingShown')) as boolean
}
