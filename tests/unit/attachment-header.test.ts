import { parse } from 'content-disposition'
import { describe, expect, it } from 'vitest'
import { attachmentHeader } from '../../server/http/attachment-header'

// What a browser saves a download as: the UTF-8 name where it reads filename* (every current browser), the plain
// filename otherwise. Read back with the same library's parser, which prefers filename* as browsers do.
describe('attachment header of a download', () => {
  it.each([
    ['SM-STD-MC_DL_1.lic', 'SM-STD-MC_DL_1.lic'],
    ['HT-2024-0001 合同扫描件.pdf', 'HT-2024-0001 _____.pdf'],
    ['发票 (2026)*.pdf', '__ (2026)*.pdf'],
    ['O\'Brien "copy" a\\b.lic', 'O\'Brien "copy" a\\b.lic'],
    ['café 100%.pdf', 'caf_ 100%.pdf'],
    ['%41 report.pdf', '%41 report.pdf'],
    ['line\nbreak.lic', 'line_break.lic'],
  ])('%s', (name, plain) => {
    const header = attachmentHeader(name)
    const parsed = parse(header)
    expect(parsed.type).toBe('attachment')
    expect(parsed.parameters.filename).toBe(name)
    // The plain parameter alone (filename* removed): each non-ASCII character as '_'.
    expect(parse(header.replace(/; filename\*=.*$/, '')).parameters.filename).toBe(plain)
    // A name that a client reading only the plain parameter could misread also gets the UTF-8 form.
    if (plain !== name || /%[0-9A-F]{2}/i.test(name)) expect(header).toContain("filename*=UTF-8''")
  })
})
