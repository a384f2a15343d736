// Article bodies are stored HTML: what leaves the server keeps only an allow-list of formatting tags and safe links
// and images (the SPA sanitises again on render).
import sanitizeHtml from 'sanitize-html'
import { allowListOptions } from '../../html/html-allow-list'

const ALLOWED_TAGS =
  'p br strong b em i u s sub sup blockquote code pre span h2 h3 h4 h5 ul ol li a img table thead tbody tr th td hr'.split(' ')

const OPTIONS: sanitizeHtml.IOptions = {
  ...allowListOptions('noopener noreferrer'),
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemesByTag: { img: ['https', 'http'] },
}

export function safeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS)
}
