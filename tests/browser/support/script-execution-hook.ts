// Records script that runs where it should not: every call of alert, confirm, prompt or print (what XSS payloads call
// to prove themselves) and every script element or event handler the page's CSP refused. Installed before any page
// script; read after the content under test has rendered.
import type { BrowserContext, Page } from 'playwright-core'

declare global {
  interface Window {
    __scriptRuns?: string[]
  }
}

export async function installScriptExecutionHook(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const runs: string[] = []
    Object.defineProperty(window, '__scriptRuns', { value: runs, writable: false, configurable: false })
    for (const name of ['alert', 'confirm', 'prompt', 'print'] as const) {
      Object.defineProperty(window, name, {
        value: (...args: unknown[]) => {
          runs.push(`${name}(${args.map(String).join(', ')})`)
          return name === 'confirm' ? false : name === 'prompt' ? null : undefined
        },
        writable: false,
        configurable: false,
      })
    }
    document.addEventListener('securitypolicyviolation', (event) => {
      if (event.effectiveDirective.startsWith('script-src'))
        runs.push(`csp ${event.effectiveDirective}: ${event.sample || event.blockedURI}`)
    })
  })
}

/** What the hook recorded on `page` so far. */
export function scriptRuns(page: Page): Promise<string[]> {
  return page.evaluate(() => [...(window.__scriptRuns ?? [])])
}

/** Elements under `selector` that could run script: script/iframe/object/embed elements, on* attributes, javascript: URLs. */
export function dangerousMarkup(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((root) => {
    const found: string[] = []
    for (const container of document.querySelectorAll(root)) {
      for (const element of container.querySelectorAll('*')) {
        const tag = element.tagName.toLowerCase()
        if (['script', 'iframe', 'object', 'embed', 'frame', 'frameset', 'base', 'meta', 'link', 'form'].includes(tag))
          found.push(`<${tag}>`)
        for (const attribute of element.attributes) {
          if (attribute.name.toLowerCase().startsWith('on')) found.push(`<${tag} ${attribute.name}>`)
          if (['href', 'src', 'action', 'formaction', 'xlink:href'].includes(attribute.name)) {
            // The scheme as the browser reads it (it drops the whitespace and control characters payloads hide in).
            let protocol = ''
            try {
              protocol = new URL(attribute.value, location.href).protocol
            } catch {
              // not a URL at all: nothing to follow
            }
            if (['javascript:', 'vbscript:', 'data:'].includes(protocol))
              found.push(`<${tag} ${attribute.name}="${attribute.value.slice(0, 40)}">`)
          }
          if (attribute.name === 'style') found.push(`<${tag} style>`)
        }
      }
    }
    return found
  }, selector)
}
