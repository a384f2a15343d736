// What every stored rich text shares when it leaves the server (articles, forum posts): sanitize-html with an
// allow-list, disallowed tags dropped (their text kept, escaped), links only http, https or mailto, never
// protocol-relative, and every link opening apart with the rel the caller names.
import sanitizeHtml from 'sanitize-html'

const LINK_SCHEMES = ['https', 'http', 'mailto']

export function allowListOptions(rel: string): sanitizeHtml.IOptions {
  return {
    allowedSchemes: LINK_SCHEMES,
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    // Our rel and target replace whatever the author wrote.
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel, target: '_blank' }) },
  }
}
