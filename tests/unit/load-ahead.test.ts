// src/components/load-ahead.ts: the intent handlers and the quiet preload of lazy code.
import { describe, expect, it, vi } from 'vitest'
import { onIntent, preloadCode } from '../../src/components/load-ahead'

describe('load ahead', () => {
  it('runs the load on pointer enter, pointer down and focus', () => {
    const load = vi.fn()
    const handlers = onIntent(load)
    handlers.onPointerEnter()
    handlers.onPointerDown()
    handlers.onFocus()
    expect(load).toHaveBeenCalledTimes(3)
  })

  it('starts the code load and handles a failed fetch (left to the render to show and retry)', async () => {
    const failed = Promise.reject(new Error('chunk failed'))
    const handled = vi.spyOn(failed, 'catch')
    const preload = vi.fn(() => failed)
    preloadCode({ preload })()
    expect(preload).toHaveBeenCalledTimes(1)
    expect(handled, 'the rejection has a handler').toHaveBeenCalledTimes(1)
    await failed.catch(() => undefined)
  })
})
