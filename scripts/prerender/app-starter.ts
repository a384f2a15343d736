// Pure: the small module a prerendered page loads instead of the app's entry. It starts the app (the entry and the
// chunks the page will need, preloaded at once as before) only after the browser has painted the page's HTML, so the
// first screen does not wait behind forty script downloads and their compilation on a slow device (issue 19,
// docs/decisions.md "First paint"); and it keeps a button pressed before the app runs to press it again once the app
// has drawn the page, with what was typed into its fields and the focus (docs/decisions.md, "A press before the app
// runs").
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
  import(entry).then(takeOver, () => removeEventListener('click', keep, true))
}
// Until the app has drawn the page over its HTML: the last button pressed on the HTML is pressed again on the app's
// twin, and its default action (a search form's submit) does not reload the page meanwhile; what was typed or chosen
// in the HTML's fields (the search box, the language) is put into the app's, and the focus goes to the twin of what
// had it. An element's twin has the same name (its test id and data-id, else a link's href) at the same place among
// those of that name: the HTML is the app's own rendering.
const root = document.getElementById('root')
const html = [...root.children]
const isHtml = (node) => html.some((each) => each.isConnected && each.contains(node))
function place(element) {
  const testId = element.getAttribute('data-testid')
  const href = element.getAttribute('href')
  const name = testId
    ? '[data-testid="' + CSS.escape(testId) + '"]' + (element.dataset.id ? '[data-id="' + CSS.escape(element.dataset.id) + '"]' : '')
    : href && element.localName === 'a' ? 'a[href="' + CSS.escape(href) + '"]' : null
  return name && { name, index: [...root.querySelectorAll(name)].indexOf(element) }
}
const twin = (kept) => root.querySelectorAll(kept.name)[kept.index]
let pressed = null
let focused = null
let fields = []
function keep(event) {
  const button = event.target instanceof Element ? event.target.closest('button[data-testid]') : null
  if (!button || !isHtml(button)) return
  event.preventDefault()
  pressed = place(button)
}
addEventListener('click', keep, true)
function watch() {
  const active = document.activeElement
  const at = active && isHtml(active) && place(active)
  focused = at ? { ...at, start: active.selectionStart, end: active.selectionEnd } : null
  fields = [...root.querySelectorAll('input[data-testid]:not([disabled]), select[data-testid]:not([disabled])')]
    .filter((field) => isHtml(field) && (field.localName === 'select' ? !field.selectedOptions[0]?.defaultSelected : field.value !== field.defaultValue))
    .map((field) => ({ ...place(field), value: field.value }))
}
const giveUpAt = Date.now() + 30000
function takeOver() {
  if (html.some((each) => each.isConnected)) {
    watch()
    if (Date.now() < giveUpAt) requestAnimationFrame(takeOver)
    return
  }
  removeEventListener('click', keep, true)
  for (const field of fields) {
    const target = twin(field)
    if (!target || target.value === field.value) continue
    // The prototype's setter, so React sees a change of its controlled field, and the event React listens to.
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(target), 'value').set.call(target, field.value)
    target.dispatchEvent(new Event(target.localName === 'select' ? 'change' : 'input', { bubbles: true }))
  }
  const focus = focused && twin(focused)
  if (focus) {
    focus.focus()
    if (focused.start != null && focus.setSelectionRange) focus.setSelectionRange(focused.start, focused.end)
  }
  const button = pressed && twin(pressed)
  if (button && button.localName === 'button' && !button.disabled) {
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
