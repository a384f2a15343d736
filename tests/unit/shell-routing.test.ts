import { describe, expect, it, vi } from 'vitest'
import { hasFreeTrial } from '../../src/api/free-trial'
import { homeCards } from '../../src/features/home/product-cards'
import { isMobileUserAgent } from '../../domain/mobile-user-agent'
import { mobileRedirectFor } from '../../src/router/mobile'
import { applyRouteChangeRules } from '../../src/router/route-rules'
import { stringSearch } from '../../src/router/search-params'
import { parseSearch, stringifySearch } from '../../src/router/search-serialization'
import { createScrollTracker } from '../../src/shell/scroll-direction'

function effects() {
  return { storePreRoute: vi.fn(), clearFullScreen: vi.fn() }
}

describe('route change rules', () => {
  it('a change to /login without code stores the previous full path', () => {
    const fx = effects()
    applyRouteChangeRules({ from: { pathname: '/Buy', href: '/Buy?value=SummitMap&id=p1' }, to: { pathname: '/login', search: {} } }, fx)
    expect(fx.storePreRoute).toHaveBeenCalledWith('/Buy?value=SummitMap&id=p1')
    expect(fx.clearFullScreen).not.toHaveBeenCalled()
  })

  it('a change to /login with a code (QR callback) stores nothing and clears full screen', () => {
    const fx = effects()
    applyRouteChangeRules({ from: { pathname: '/Home', href: '/Home' }, to: { pathname: '/login', search: { code: 'wx-code' } } }, fx)
    expect(fx.storePreRoute).not.toHaveBeenCalled()
    expect(fx.clearFullScreen).toHaveBeenCalledTimes(1)
  })

  it('never stores /login itself, nor anything on the first load', () => {
    const fx = effects()
    applyRouteChangeRules({ from: { pathname: '/login', href: '/login' }, to: { pathname: '/login', search: {} } }, fx)
    applyRouteChangeRules({ to: { pathname: '/login', search: {} } }, fx)
    expect(fx.storePreRoute).not.toHaveBeenCalled()
  })

  it('any other change clears the full-screen flag', () => {
    const fx = effects()
    applyRouteChangeRules({ from: { pathname: '/Home', href: '/Home' }, to: { pathname: '/FlashNote', search: {} } }, fx)
    expect(fx.clearFullScreen).toHaveBeenCalledTimes(1)
    expect(fx.storePreRoute).not.toHaveBeenCalled()
  })
})

describe('mobile route set', () => {
  const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'
  const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36'
  const desktop = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126 Safari/537.36'

  it('recognises mobile user agents', () => {
    expect(isMobileUserAgent(iphone)).toBe(true)
    expect(isMobileUserAgent(android)).toBe(true)
    expect(isMobileUserAgent('Mozilla/5.0 (iPad; CPU OS 17_0)')).toBe(true)
    expect(isMobileUserAgent(desktop)).toBe(false)
    expect(isMobileUserAgent(undefined)).toBe(false)
  })

  it('on a phone sends / to /ApplyHome and the licence tab to /ApplyList; every other page stays (issue 20)', () => {
    const at = (pathname: string, search: Record<string, unknown> = {}) => ({ pathname, search })
    expect(mobileRedirectFor(at('/'), true)).toBe('/ApplyHome')
    expect(mobileRedirectFor(at('/PersonalCenter', { value: '1' }), true)).toBe('/ApplyList')
    expect(mobileRedirectFor(at('/PersonalCenter', { value: 1 }), true)).toBe('/ApplyList')
    expect(mobileRedirectFor(at('/PersonalCenter', { value: '0' }), true)).toBeNull()
    expect(mobileRedirectFor(at('/PersonalCenter'), true)).toBeNull()
    for (const path of ['/Home', '/Buy', '/BuyMenu', '/cart', '/AllProducts', '/FreeSoft', '/AboutUs', '/apply', '/ApplyList']) {
      expect(mobileRedirectFor(at(path), true)).toBeNull()
    }
    expect(mobileRedirectFor(at('/'), false)).toBeNull()
    expect(mobileRedirectFor(at('/PersonalCenter', { value: '1' }), false)).toBeNull()
  })
})

describe('search params', () => {
  it('keeps query values as plain text both ways', () => {
    expect(stringifySearch({ value: '0' })).toBe('?value=0')
    expect(stringifySearch({ value: 0 })).toBe('?value=0')
    expect(stringifySearch({ value: 'SummitMap', id: 'p 1', gone: undefined })).toBe('?value=SummitMap&id=p+1')
    expect(stringifySearch({})).toBe('')
    expect(parseSearch('?value=0&id=12')).toEqual({ value: '0', id: '12' })
    expect(parseSearch('')).toEqual({})
  })

  it('validators keep only known, non-empty keys', () => {
    const validate = stringSearch('value', 'id')
    expect(validate({ value: 'SummitLab', id: '', other: 'x' })).toEqual({ value: 'SummitLab' })
    expect(validate({ value: 3 })).toEqual({ value: '3' })
    expect(validate({ value: { nested: true } })).toEqual({})
  })
})

describe('scroll direction', () => {
  it('is up at the top, down while scrolling down, up again when scrolling up', () => {
    const tracker = createScrollTracker(0)
    expect(tracker.update(0)).toBe('up')
    expect(tracker.update(100)).toBe('down')
    expect(tracker.update(300)).toBe('down')
    expect(tracker.update(296)).toBe('down') // a small jitter changes nothing
    expect(tracker.update(200)).toBe('up')
    expect(tracker.update(400)).toBe('down')
    expect(tracker.update(0)).toBe('up')
  })
})

describe('home product cards', () => {
  it("offers 'free trial' when any product of the type has the free flag", () => {
    const products = [
      { type: 'SummitMap', havefree: 0 },
      { type: 'SummitMap', havefree: 1 },
      { type: 'SummitSolid', havefree: false },
      { type: 'SummitLab', havefree: true },
    ]
    expect(hasFreeTrial(products, 'SummitMap')).toBe(true)
    expect(hasFreeTrial(products, 'SummitSolid')).toBe(false)
    expect(homeCards(products)).toEqual([
      { type: 'SummitMap', free: true },
      { type: 'SummitSolid', free: false },
      { type: 'SummitLab', free: true },
    ])
  })
})
