// Pure: the built index.html with a page's prerendered markup, its styles, a hint for its first picture, and the
// app started by a starter module (app-starter.ts) in place of the entry script and its preloads.

export interface PageSnapshot {
  /** Markup of #root, prices hidden (see snapshotScript). */
  html: string
  /** Every CSS rule the page's inline style sheets held (Chakra's emotion styles are inserted as CSSOM rules). */
  css: string
  title: string
  /** Same-origin scripts the page loaded, as paths under /pc/ (to modulepreload). */
  scripts: string[]
  /** The largest picture in the first screen (path under /pc/), preloaded at high priority. */
  heroImage?: string
  /** The media query of the <source> the hero picture came from, if any: the preload holds only there. */
  heroMedia?: string
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;')

const ENTRY_SCRIPT = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>/
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g

/** The entry script of the built index.html and every script the page loads besides it, in loading order. */
export function appModules(indexHtml: string, snapshot: Pick<PageSnapshot, 'scripts'>): { entry: string; modules: string[] } {
  const entry = ENTRY_SCRIPT.exec(indexHtml)?.[1]
  if (!entry) throw new Error('index.html has no module script')
  const preloaded = [...indexHtml.matchAll(MODULE_PRELOAD)].map((match) => match[1]!)
  const modules = [...new Set([...preloaded, ...snapshot.scripts])].filter((script) => script !== entry)
  return { entry, modules }
}

/** #root as index.html ships it: empty, or holding only the first-load indicator between <!--boot--> marks. */
const EMPTY_ROOT = /<div id="root">\s*(?:<!--boot-->[\s\S]*?<!--\/boot-->)?\s*<\/div>/

/** `starter`: the path of the page's starter module (app-starter.ts), which loads what `appModules` lists. */
export function prerenderedHtml(indexHtml: string, page: string, language: string, snapshot: PageSnapshot, starter: string): string {
  if (!EMPTY_ROOT.test(indexHtml)) throw new Error('index.html has no <div id="root"> holding nothing but the boot indicator')
  if (!ENTRY_SCRIPT.test(indexHtml)) throw new Error('index.html has no module script')
  const hero = snapshot.heroImage
    ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(snapshot.heroImage)}"${snapshot.heroMedia ? ` media="${escapeAttribute(snapshot.heroMedia)}"` : ''}>`
    : ''
  const style = `<style data-prerendered>${snapshot.css.replace(/<\/style/gi, '<\\/style')}</style>`
  return indexHtml
    .replace(/<html lang="[^"]*">/, `<html lang="${escapeAttribute(language)}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(snapshot.title)}</title>`)
    .replace(MODULE_PRELOAD, '')
    .replace(ENTRY_SCRIPT, () => `${hero}<script type="module" crossorigin src="${escapeAttribute(starter)}"></script>`)
    .replace('</head>', `${style}</head>`)
    .replace(
      EMPTY_ROOT,
      () =>
        `<div id="root" data-prerendered="${escapeAttribute(page)}" data-prerendered-lang="${escapeAttribute(language)}">${snapshot.html}</div>`,
    )
}
