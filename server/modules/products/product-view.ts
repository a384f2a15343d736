// Product rows as the API shows them: money as numbers (-1 stays -1, shown as ? by the client).
import type { products } from '../../db/schema'
import { money } from '../../http/paging'
import type { components } from '../../../generated/api'
import type { Language } from '../../../domain/language'
import { localizeRow } from '../../http/content-language'

type ProductRow = typeof products.$inferSelect
type Product = components['schemas']['Product']

/** In `language` (the catalogue's views), or zh-CN: the cart's product stays in the language-independent names. */
export function toProduct(product: ProductRow, language: Language = 'zh-CN'): Product {
  const row = localizeRow(product, ['name', 'slogan', 'description', 'intro'], language)
  const { creatortime: _created, ...rest } = row
  return {
    ...rest,
    type: row.type as Product['type'],
    saletype: row.saletype as Product['saletype'],
    havefree: row.havefree as Product['havefree'],
    enabledmark: row.enabledmark as Product['enabledmark'],
    dogState: row.dogState as Product['dogState'],
    ismonth: row.ismonth as Product['ismonth'],
    durationunion: row.durationunion as Product['durationunion'],
    code: row.code ?? '',
    img: row.img ?? '[]',
    pdffile: row.pdffile ?? '[]',
    weekprice: money(row.weekprice),
    monthprice: money(row.monthprice),
    seasonprice: money(row.seasonprice),
    halfyearprice: money(row.halfyearprice),
  }
}
