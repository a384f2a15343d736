// The filtered order table as a CSV file that Excel opens with Chinese text intact: UTF-8 with a byte-order mark,
// CRLF line ends (RFC 4180), every field quoted, and cells that a spreadsheet would run as a formula (starting with
// = + - @, a tab or a carriage return, or their full-width forms) prefixed with an apostrophe. The library's browser
// build (it brings its own Buffer) is 9.7 kB gzip in this module's chunk: the export button loads it when clicked.
import { stringify } from 'csv-stringify/browser/esm/sync'

/** The file's text: BOM, the header row, then one row per record, each line ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return stringify([header, ...rows] as (string | number)[][], {
    bom: true,
    quoted: true,
    quoted_empty: true,
    record_delimiter: 'windows',
    escape_formulas: true,
  })
}
