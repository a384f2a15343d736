// Stored HTML (support articles, forum questions), sanitised again on render with DOMPurify (the server already
// applies an allow-list): no scripts, handlers, frames, styles or javascript: links; links open in a new tab without
// the opener. Links of what users wrote (the forum) carry USER_CONTENT_LINK_REL: search engines give them no weight.
import { Box } from '@chakra-ui/react'
import DOMPurify from 'dompurify'
import { useMemo } from 'react'

const ALLOWED_TAGS =
  'p br strong b em i u s sub sup blockquote code pre span h2 h3 h4 h5 ul ol li a img table thead tbody tr th td hr'.split(' ')
const ALLOWED_ATTR = ['href', 'title', 'src', 'alt', 'width', 'height', 'colspan', 'rowspan', 'target', 'rel']

export const ARTICLE_LINK_REL = 'noopener noreferrer'
export const USER_CONTENT_LINK_REL = 'noopener nofollow ugc'

export function sanitizeArticleHtml(html: string, linkRel: string = ARTICLE_LINK_REL): string {
  const clean = DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false, RETURN_TRUSTED_TYPE: false })
  // Links leave the site in a new tab; done on a parsed copy so no hook leaks into other DOMPurify users.
  const doc = new DOMParser().parseFromString(`<body>${clean}</body>`, 'text/html')
  for (const link of doc.body.querySelectorAll('a[href]')) {
    link.setAttribute('target', '_blank')
    link.setAttribute('rel', linkRel)
  }
  // DOMPurify lets images keep data: URLs; stored content only ever points at addresses (the server allows no other).
  for (const image of doc.body.querySelectorAll('img')) {
    if (!isWebAddress(image.getAttribute('src') ?? '')) image.remove()
  }
  // An image its writer gave no text is announced as nothing rather than as its file name.
  for (const image of doc.body.querySelectorAll('img:not([alt])')) image.setAttribute('alt', '')
  return doc.body.innerHTML
}

function isWebAddress(url: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(url, window.location.origin).protocol)
  } catch {
    return false
  }
}

const BLOCKS = 'p, br, li, h2, h3, h4, h5, blockquote, pre, tr, hr'

/** The plain text of stored HTML (sanitised first, so nothing in it runs while it is read), a line per block. */
export function richTextToPlain(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${sanitizeArticleHtml(html)}</body>`, 'text/html')
  for (const block of doc.body.querySelectorAll(BLOCKS)) block.after('\n')
  return (doc.body.textContent ?? '')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

interface RichTextProps {
  html: string
  testId: string
  linkRel?: string
}

export function RichText({ html, testId, linkRel = ARTICLE_LINK_REL }: RichTextProps): React.JSX.Element {
  const safe = useMemo(() => sanitizeArticleHtml(html, linkRel), [html, linkRel])
  return (
    <Box
      data-testid={testId}
      lineHeight="1.9"
      css={{
        '& p': { marginBottom: '3' },
        '& img': { maxWidth: '100%', height: 'auto' },
        '& a': { color: 'blue.700', textDecoration: 'underline' },
      }}
      dangerouslySetInnerHTML={{ __html: safe }} // sanitised above by DOMPurify with an allow-list
    />
  )
}
