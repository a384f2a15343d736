// Pure: the small module a prerendered page loads instead of the app's entry. It starts the app (the entry and the
// chunks the page will need, preloaded at once as before) only after the browser has painted the page's HTML, so the
// first screen does not wait behind forty script downloads and their compilation on a slow device (issue 19,
// docs/decisions.md "First paint").
import { createHash } from 'node:crypto'

export interface AppStarter {
  /** Under assets/, named by its content like the bundler's files. */
  fileName: string
  source: string
}

export function appStarter(entry: string, modules: readonly string[]): AppStarter {
  const source = `// Written by scripts/prerender-pages.ts: starts the app once the prerendered page has painted.
const entry = ${JSON.stringify(entry)}
const modules = ${JSON.stringify(modules)}
function start() {
  for (const href of modules) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = href
    document.head.append(link)
  }
  import(entry)
}
// A page opened in the background paints nothing until shown; there is nothing to wait for.
if (document.visibilityState === 'hidden') start()
else requestAnimationFrame(() => setTimeout(start))
`
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8)
  return { fileName: `app-start-${hash}.js`, source }
}
