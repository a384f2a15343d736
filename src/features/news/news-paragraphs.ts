// News content arrives as simple HTML (<p>…</p>). It is shown as text paragraphs, never injected as markup: the
// browser's parser (which runs no script) reads it and only the text of each block is kept.
const BLOCKS = 'p, li, h1, h2, h3, h4, h5, h6, blockquote'

export function newsParagraphs(html: string | null | undefined): string[] {
  if (!html) return []
  const document = new DOMParser().parseFromString(html, 'text/html')
  for (const hidden of Array.from(document.body.querySelectorAll('script, style, noscript, template'))) hidden.remove()
  const blocks = Array.from(document.body.querySelectorAll(BLOCKS)).filter((block) => !block.querySelector(BLOCKS))
  const texts = (blocks.length > 0 ? blocks : [document.body]).map((block) => (block.textContent ?? '').replace(/\s+/g, ' ').trim())
  return texts.filter((text) => text.length > 0)
}
