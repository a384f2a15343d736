// A post's rich text: sanitised before it is stored and again when it is answered. The allow-list fits a question
// (paragraphs, h2-h4, emphasis, code, quotes, lists, links, images, rules); no style, class or event attribute
// survives; links are http, https or mailto and get rel="noopener nofollow ugc"; an image is kept only when it is
// one of this forum's uploaded images (a relative /api/business/Forum_posts/image/<id>).
import sanitizeHtml from 'sanitize-html'
import { allowListOptions } from '../../html/html-allow-list'

const FORUM_LINK_REL = 'noopener nofollow ugc'
const FORUM_IMAGE_PATH = '/api/business/Forum_posts/image/'
const FORUM_IMAGE_SRC = /^\/api\/business\/Forum_posts\/image\/[A-Za-z0-9_-]{1,64}$/

const OPTIONS: sanitizeHtml.IOptions = {
  ...allowListOptions(FORUM_LINK_REL),
  allowedTags: 'p br h2 h3 h4 strong b em i u s strike del code pre blockquote ul ol li a img hr'.split(' '),
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], img: ['src', 'alt'] },
  // No scheme at all: only a relative src passes, and the filter below keeps only the forum's own image path.
  allowedSchemesByTag: { img: [] },
  exclusiveFilter: (frame) => frame.tag === 'img' && !FORUM_IMAGE_SRC.test(frame.attribs.src ?? ''),
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'template'],
}

const TEXT_ONLY: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {} }

export function safeForumHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS)
}

/** Nothing a reader would see: no text (spaces and &nbsp; aside) and no image. */
export function isBlankForumHtml(safeHtml: string): boolean {
  if (/<img\s/i.test(safeHtml)) return false
  return (
    sanitizeHtml(safeHtml, TEXT_ONLY)
      .replace(/&nbsp;|&#160;|\s/g, '')
      .trim() === ''
  )
}

export const forumImageUrl = (id: string) => `${FORUM_IMAGE_PATH}${id}`
