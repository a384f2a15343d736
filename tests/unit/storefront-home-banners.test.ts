import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { HOME_BANNERS, bannerLink, wrapIndex } from '../../src/features/home/home-banners'

const products = [
  { id: 'm1', type: 'SummitMap' },
  { id: 'm2', type: 'SummitMap' },
  { id: 'l1', type: 'SummitLab' },
]

describe('home banners', () => {
  it('has five banners', () => {
    expect(HOME_BANNERS).toHaveLength(5)
  })

  it('names pictures the generator wrote: the wordmark one, and the art alone without any text for narrow slides', () => {
    const svg = (path: string) => readFileSync(join(import.meta.dirname, '..', '..', 'public', path), 'utf8')
    for (const banner of HOME_BANNERS) {
      expect(svg(banner.image), banner.image).toContain('<text')
      expect(svg(banner.narrowImage), banner.narrowImage).not.toContain('<text')
    }
  })

  it('links SummitMap and SummitLab to /Buy with the first product id of the type', () => {
    expect(bannerLink({ kind: 'buy', type: 'SummitMap' }, products)).toEqual({ to: '/Buy', search: { value: 'SummitMap', id: 'm1' } })
    expect(bannerLink({ kind: 'buy', type: 'SummitLab' }, products)).toEqual({ to: '/Buy', search: { value: 'SummitLab', id: 'l1' } })
  })

  it('links a type without products to /Buy with the value only', () => {
    expect(bannerLink({ kind: 'buy', type: 'SummitTerra' }, products)).toEqual({ to: '/Buy', search: { value: 'SummitTerra' } })
  })

  it('links SummitView to /FreeSoft and the brand banner nowhere', () => {
    const view = HOME_BANNERS.find((banner) => banner.key === 'SummitView')
    expect(view && bannerLink(view.target, products)).toEqual({ to: '/FreeSoft' })
    expect(bannerLink({ kind: 'none' }, products)).toBeNull()
  })

  it('wraps the slide index both ways', () => {
    expect(wrapIndex(4, 1, 5)).toBe(0)
    expect(wrapIndex(0, -1, 5)).toBe(4)
    expect(wrapIndex(2, 1, 5)).toBe(3)
  })
})
