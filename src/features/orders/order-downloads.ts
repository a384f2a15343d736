// What a paid order's download dialog offers: per product line of the order, its installer and, for SummitMap and
// SummitLab, the environment package or the teaching data (descrh keys in src/api/download-entries.ts).
import { isProductType, type ProductType } from '../../../domain/product-types'
import { findDownload, PRODUCT_DOWNLOAD_KEYS, type DownloadItem } from '../../api/download-entries'

export type DownloadKind = 'installer' | 'environment' | 'teachingData'

export interface DownloadOffer {
  kind: DownloadKind
  key: string
  /** Undefined when no entry with a link matches the key: the dialog says '未查找到该软件'. */
  item: DownloadItem | undefined
}

/** The order's product lines, in the order of its lines, each once. */
export function productTypesOf(lines: readonly { producttype?: string }[]): ProductType[] {
  const types: ProductType[] = []
  for (const { producttype } of lines) if (isProductType(producttype) && !types.includes(producttype)) types.push(producttype)
  return types
}

export function downloadOffers(type: ProductType, entries: readonly DownloadItem[] | undefined): DownloadOffer[] {
  const keys = PRODUCT_DOWNLOAD_KEYS[type]
  const offers: DownloadOffer[] = [{ kind: 'installer', key: keys.installer, item: findDownload(entries, keys.installer) }]
  if (keys.extra) offers.push({ kind: keys.extra.kind, key: keys.extra.key, item: findDownload(entries, keys.extra.key) })
  return offers
}
