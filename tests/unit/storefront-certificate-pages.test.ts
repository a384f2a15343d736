import { describe, expect, it } from 'vitest'
import { pageCount, pageItems } from '../../src/features/about/certificate-pages'

describe('certificate pages', () => {
  const certificates = Array.from({ length: 17 }, (_, i) => i + 1)

  it('shows 17 certificates on 4 pages of 5', () => {
    expect(pageCount(certificates.length)).toBe(4)
    expect(pageItems(certificates, 0)).toEqual([1, 2, 3, 4, 5])
    expect(pageItems(certificates, 3)).toEqual([16, 17])
  })

  it('keeps one page when there is nothing', () => {
    expect(pageCount(0)).toBe(1)
  })
})
