import { create } from 'content-disposition'

/**
 * The Content-Disposition of a download (RFC 6266): the UTF-8 name (RFC 8187) and, for clients that read only the
 * plain parameter, the name with each non-ASCII character as '_' ('?' by default, which Windows refuses in a file name).
 */
export const attachmentHeader = (name: string): string => create(name, { fallback: name.replace(/[^\x20-\x7E]/g, '_') })
