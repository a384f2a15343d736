// Pure: the small module a prerendered page loads instead of the app's entry. It starts the app (the entry and the
// chunks the page will need, preloaded at once as before) only after the browser has painted the page's HTML, so the
// first screen does not wait behind forty script downloads and their compilation on a slow device (issue 19,
// docs/decisions.md "First paint"); and it keeps a button pressed before the app runs to press it again once the app
// has drawn the page (docs/decisions.md, "A press before the app runs").
import { createHash } from 'node:crypto'
import { transformSync } from 'esbuild'

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
  import(entry).then(pressAgain, () => removeEventListener('click', keep, true))
}
// The page's buttons do nothing until the app has drawn the page over its HTML: the last one pressed before is
// pressed again on the app's button of the same name (its test id, and data-id where several share one), and its
// default action (a search form's submit) does not reload the page meanwhile.
const html = [...document.getElementById('root').children]
const isHtml = (node) => html.some((each) => each.isConnected && each.contains(node))
let pressed = null
function keep(event) {
  const button = event.target instanceof Element ? event.target.closest('button[data-testid]') : null
  if (!button || !isHtml(button)) return
  event.preventDefault()
  pressed = { testId: button.dataset.testid, id: button.dataset.id }
}
addEventListener('click', keep, true)
const giveUpAt = Date.now() + 30000
function pressAgain() {
  if (html.some((each) => each.isConnected)) {
    if (Date.now() < giveUpAt) requestAnimationFrame(pressAgain)
    return
  }
  removeEventListener('click', keep, true)
  if (!pressed) return
  const name = '[data-testid="' + CSS.escape(pressed.testId) + '"]' + (pressed.id ? '[data-id="' + CSS.escape(pressed.id) + '"]' : '')
  const button = document.querySelector('button' + name)
  if (button && !button.disabled) {
    button.focus()
    button.click()
  }
}
// A page opened in the background paints nothing until shown; there is nothing to wait for.
if (document.visibilityState === 'hidden') start()
else requestAnimationFrame(() => setTimeout(start))
`
  // Minified as the bundler's own files are: it is part of Home's JS (bench:bundle's budget).
  const minified = transformSync(source, { minify: true, format: 'esm', target: 'es2020' }).code
  const hash = createHash('sha256').update(minified).digest('base64url').slice(0, 8)
  return { fileName: `app-start-${hash}.js`, source: minified }
}
