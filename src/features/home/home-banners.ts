// The five home banners and where each leads: SummitMap, SummitLab and SummitTerra to /Buy with their type and
// first product id, SummitView to /FreeSoft. The brand banner opens no page.
import type { ParseKeys } from 'i18next'
import type { BuyType } from '../../../domain/product-types'
import { asset } from '../../shell/site-constants'

export type BannerTarget =
  | { kind: 'none' }
  | { kind: 'buy'; type: Extract<BuyType, 'SummitMap' | 'SummitLab' | 'SummitTerra'> }
  | { kind: 'freeSoft' }

export interface Banner {
  key: string
  /** The picture with its wordmark, from Chakra's `lg` up. */
  image: string
  /** Its art alone, below `lg`: a narrower slide has no room for the wordmark beside the translated title. */
  narrowImage: string
  title: ParseKeys
  text: ParseKeys
  target: BannerTarget
}

export const HOME_BANNERS: readonly Banner[] = [
  {
    key: 'brand',
    image: 'banners/banner-summit.svg',
    narrowImage: 'banners/banner-summit-narrow.svg',
    title: 'storefront.carousel.brandTitle',
    text: 'storefront.carousel.brandText',
    target: { kind: 'none' },
  },
  {
    key: 'SummitMap',
    image: 'banners/banner-summitmap.svg',
    narrowImage: 'banners/banner-summitmap-narrow.svg',
    title: 'storefront.carousel.SummitMapTitle',
    text: 'storefront.carousel.SummitMapText',
    target: { kind: 'buy', type: 'SummitMap' },
  },
  {
    key: 'SummitLab',
    image: 'banners/banner-summitlab.svg',
    narrowImage: 'banners/banner-summitlab-narrow.svg',
    title: 'storefront.carousel.SummitLabTitle',
    text: 'storefront.carousel.SummitLabText',
    target: { kind: 'buy', type: 'SummitLab' },
  },
  {
    key: 'SummitTerra',
    image: 'banners/banner-summitterra.svg',
    narrowImage: 'banners/banner-summitterra-narrow.svg',
    title: 'storefront.carousel.SummitTerraTitle',
    text: 'storefront.carousel.SummitTerraText',
    target: { kind: 'buy', type: 'SummitTerra' },
  },
  {
    key: 'SummitView',
    image: 'banners/banner-summitview.svg',
    narrowImage: 'banners/banner-summitview-narrow.svg',
    title: 'storefront.carousel.SummitViewTitle',
    text: 'storefront.carousel.SummitViewText',
    target: { kind: 'freeSoft' },
  },
]

export const bannerImage = (banner: Banner): string => asset(banner.image)
export const bannerNarrowImage = (banner: Banner): string => asset(banner.narrowImage)

export type BannerLink = { to: '/Buy'; search: { value: string; id?: string } } | { to: '/FreeSoft' } | null

/** The route a banner opens; the id is the first listed product of the banner's type, when there is one. */
export function bannerLink(target: BannerTarget, products: readonly { id: string; type: string }[]): BannerLink {
  if (target.kind === 'none') return null
  if (target.kind === 'freeSoft') return { to: '/FreeSoft' }
  const first = products.find((product) => product.type === target.type)
  return { to: '/Buy', search: first ? { value: target.type, id: first.id } : { value: target.type } }
}

/** The slide after `index` going `step` (+1 or -1), wrapping round. */
export function wrapIndex(index: number, step: number, count: number): number {
  return (((index + step) % count) + count) % count
}

export const AUTO_ADVANCE_MS = 5000
