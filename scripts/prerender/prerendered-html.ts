// Pure: the built index.html with a page's prerendered markup, its styles and hints for the chunks it will load.

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
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;')

/** #root as index.html ships it: empty, or holding only the first-load indicator between <!--boot--> marks. */
const EMPTY_ROOT = /<div id="root">\s*(?:<!--boot-->[\s\S]*?<!--\/boot-->)?\s*<\/div>/

export function prerenderedHtml(indexHtml: string, page: string, language: string, snapshot: PageSnapshot): string {
  if (!EMPTY_ROOT.test(indexHtml)) throw new Error('index.html has no <div id="root"> holding nothing but the boot indicator')
  const present = new Set([...indexHtml.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]))
  const preloads = snapshot.scripts
    .filter((script) => !present.has(script))
    .map((script) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(script)}">`)
    .join('')
  const hero = snapshot.heroImage
    ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(snapshot.heroImage)}">`
    : ''
  if (hero && !indexHtml.includes('<script type="module"')) throw new Error('index.html has no module script')
  const style = `<style data-prerendered>${snapshot.css.replace(/<\/style/gi, '<\\/style')}</style>`
  return indexHtml
    .replace(/<html lang="[^"]*">/, `<html lang="${escapeAttribute(language)}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(snapshot.title)}</title>`)
    .replace('<script type="module"', `${hero}<script type="module"`)
    .replace('</head>', `${preloads}${style}</head>`)
    .replace(
      EMPTY_ROOT,
      () =>
        `<div id="root" data-prerendered="${escapeAttribute(page)}" data-prerendered-lang="${escapeAttribute(language)}">${snapshot.html}</div>`,
    )
}
