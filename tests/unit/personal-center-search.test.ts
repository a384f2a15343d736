// The personal centre's search as the orders tab changes it (src/features/personal-center/center-tabs.ts): the
// brief's shared layout says another sub-tab resets the page and the search box; `value` stays.
import { describe, expect, it } from 'vitest'
import { nextCenterSearch } from '../../src/features/personal-center/center-tabs'

describe('nextCenterSearch', () => {
  it('a page or a search keeps the rest', () => {
    expect(nextCenterSearch({ value: '0', tab: 'pending' }, { page: 3 })).toEqual({ value: '0', tab: 'pending', page: '3' })
    expect(nextCenterSearch({ value: '0', tab: 'pending', page: '3' }, { q: 'SO2026', page: 1 })).toEqual({
      value: '0',
      tab: 'pending',
      page: '1',
      q: 'SO2026',
    })
  })

  it('another sub-tab starts on its first page with an empty search box', () => {
    expect(nextCenterSearch({ value: '0', tab: 'paid', page: '4', q: 'abc' }, { tab: 'contracts' })).toEqual({
      value: '0',
      tab: 'contracts',
    })
  })

  it('the same sub-tab again keeps page and search; a change may set them itself', () => {
    expect(nextCenterSearch({ value: '0', tab: 'paid', page: '4', q: 'abc' }, { tab: 'paid' })).toEqual({
      value: '0',
      tab: 'paid',
      page: '4',
      q: 'abc',
    })
    expect(nextCenterSearch({ value: '0', tab: 'paid', page: '4' }, { tab: 'pending', page: 2 })).toEqual({
      value: '0',
      tab: 'pending',
      page: '2',
    })
  })

  it('an empty or undefined value removes its key (an emptied search box leaves the URL)', () => {
    expect(nextCenterSearch({ value: '0', tab: 'paid', q: 'abc', page: '2' }, { q: '', page: undefined })).toEqual({
      value: '0',
      tab: 'paid',
    })
    // Back to the default sub-tab from another one: the page and search go too.
    expect(nextCenterSearch({ value: '0', tab: 'pending', page: '2' }, { tab: undefined })).toEqual({ value: '0' })
  })
})
