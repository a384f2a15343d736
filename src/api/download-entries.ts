// Software download entries (C_softwaredownload, type 0) are keyed by descrh; the free-software pages pick theirs here.
import type { components } from '../../generated/api'
import type { ProductType } from '../../domain/product-types'

export type DownloadItem = components['schemas']['DownloadItem']

/** descrh keys of the SummitView entries the seed and the admin maintain. */
export const VIEW_DOWNLOAD_KEYS = {
  windows: 'SummitView',
  video: 'SummitViewVideo',
  kylinArm: 'SummitViewKylinArm',
  uosX86: 'SummitViewUosX86',
} as const

/** The entry for a key, only when it has a link to open (an entry without one is as good as missing). */
export function findDownload(list: readonly DownloadItem[] | undefined, key: string): DownloadItem | undefined {
  return list?.find((item) => item.descrh === key && typeof item.f === 'string' && item.f.trim() !== '')
}

/** What a paid order's download dialog offers per product line: its installer and, for two lines, one extra package. */
export interface ProductDownloadKeys {
  installer: string
  extra?: { key: string; kind: 'environment' | 'teachingData' }
}

/** descrh keys per product line (domain/product-types.ts); the seed has an entry for every sellable line's keys. */
export const PRODUCT_DOWNLOAD_KEYS: Record<ProductType, ProductDownloadKeys> = {
  SummitMap: { installer: 'SummitMap', extra: { key: 'SummitMapEnv', kind: 'environment' } },
  SummitSolid: { installer: 'SummitSolid' },
  SummitLab: { installer: 'SummitLab', extra: { key: 'SummitLabData', kind: 'teachingData' } },
  SummitTerra: { installer: 'SummitTerra' },
  SummitView: { installer: 'SummitView' },
}
