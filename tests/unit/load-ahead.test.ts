// src/components/load-ahead.ts: the intent handlers, the quiet preload of lazy code and the wait for an idle browser.
import { describe, expect, it, vi } from 'vitest'
import { onIntent, preloadCode, whenIdle } from '../../src/components/load-ahead'

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

  it('waits for the browser to be idle (at most the timeout), or the timeout where there is no idle callback; cancellable', () => {
    vi.useFakeTimers()
    try {
      const idle = vi.fn((callback: () => void, options: { timeout: number }) => setTimeout(callback, options.timeout / 2))
      const cancelIdle = vi.fn((id: ReturnType<typeof setTimeout>) => clearTimeout(id))
      vi.stubGlobal('requestIdleCallback', idle)
      vi.stubGlobal('cancelIdleCallback', cancelIdle)
      const load = vi.fn()
      whenIdle(load, 1000)
      expect(idle).toHaveBeenCalledWith(load, { timeout: 1000 })
      vi.advanceTimersByTime(500)
      expect(load).toHaveBeenCalledTimes(1)
      whenIdle(load)()
      expect(cancelIdle).toHaveBeenCalledTimes(1)

      vi.unstubAllGlobals()
      vi.stubGlobal('requestIdleCallback', undefined)
      const late = vi.fn()
      whenIdle(late, 1000)
      vi.advanceTimersByTime(999)
      expect(late).not.toHaveBeenCalled()
      vi.advanceTimersByTime(1)
      expect(late).toHaveBeenCalledTimes(1)
      const cancelled = vi.fn()
      whenIdle(cancelled, 1000)()
      vi.advanceTimersByTime(2000)
      expect(cancelled).not.toHaveBeenCalled()
    } finally {
      vi.unstubAllGlobals()
      vi.useRealTimers()
    }
  })
})
