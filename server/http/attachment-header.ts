import { create } from 'content-disposition'

const PRINTABLE_ASCII = /^[\x20-\x7E]*$/

/**
 * The Content-Disposition of a download (RFC 6266): the UTF-8 name (RFC 8187) and, for clients that read only the
 * plain parameter, the name with each non-ASCII character as '_' ('?' by default, which Windows refuses in a file
 * name). A printable ASCII name is left to the library, which adds the UTF-8 form when the plain one could be misread
 * (a '%41' a client might decode, a backslash).
 */
export const attachmentHeader = (name: string): string =>
  PRINTABLE_ASCII.test(name) ? create(name) : create(name, { fallback: name.replace(/[^\x20-\x7E]/g, '_') })
