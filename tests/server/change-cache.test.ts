// The poll caches' rules (server/db/change-cache.ts): nothing is served while the feed is not live, a value read
// before an invalidation is not stored after it, a reset forgets everything, an entry past its TTL is gone, a full
// cache drops the entry read least recently, and latest() waits for the changes committed before it.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ChangeCache } from '../../server/db/change-cache'
import type { ChangeFeed, ChangeListener } from '../../server/db/change-feed'

function fakeFeed(live = true) {
  const listeners = new Set<ChangeListener>()
  let catchUp: () => void = () => undefined
  const feed: ChangeFeed & { live: boolean } = {
    live,
    caughtUp: () => new Promise<void>((resolve) => (catchUp = resolve)),
    settled: () => Promise.resolve(),
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    close: async () => undefined,
  }
  const send: ChangeListener = (channel, key) => listeners.forEach((listener) => listener(channel, key))
  return { feed, send, catchUp: () => catchUp() }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('ChangeCache', () => {
  it('serves and stores nothing while the feed is not live', () => {
    const { feed } = fakeFeed(false)
    const cache = new ChangeCache<number>(feed, 'summit_orders', { maxEntries: 10 })
    cache.set('a', 1, cache.mark())
    feed.live = true
    expect(cache.get('a')).toBeUndefined()
    cache.set('a', 1, cache.mark())
    expect(cache.get('a')).toBe(1)
    feed.live = false
    expect(cache.get('a')).toBeUndefined()
  })

  it('drops an entry on its change, and refuses a value read before any change of the channel', () => {
    const { feed, send } = fakeFeed()
    const cache = new ChangeCache<number>(feed, 'summit_orders', { maxEntries: 10 })
    cache.set('a', 0, cache.mark())
    const mark = cache.mark()
    send('summit_orders', 'a')
    expect(cache.get('a')).toBeUndefined()
    cache.set('a', 0, mark)
    expect(cache.get('a')).toBeUndefined()
    send('summit_tokens', 'a')
    cache.set('a', 1, cache.mark())
    expect(cache.get('a')).toBe(1)
  })

  it("forgets everything on a reset or a channel-wide '*'", () => {
    const { feed, send } = fakeFeed()
    const cache = new ChangeCache<number>(feed, 'summit_tokens', { maxEntries: 10 })
    cache.set('a', 1, cache.mark())
    cache.set('b', 2, cache.mark())
    send('summit_tokens', '*')
    expect([cache.get('a'), cache.get('b')]).toEqual([undefined, undefined])
    cache.set('a', 1, cache.mark())
    send('reset', '')
    expect(cache.get('a')).toBeUndefined()
  })

  it('keeps an entry no longer than its TTL, and no more entries than its bound', () => {
    vi.useFakeTimers({ toFake: ['performance'] })
    // A fake clock starts at 0, which lru-cache takes for "no start time"; a real process is past it.
    vi.advanceTimersByTime(5)
    const { feed } = fakeFeed()
    const cache = new ChangeCache<number>(feed, 'summit_tokens', { maxEntries: 2, ttlMs: 1000 })
    cache.set('a', 1, cache.mark())
    vi.advanceTimersByTime(999)
    expect(cache.get('a')).toBe(1)
    vi.advanceTimersByTime(2)
    expect(cache.get('a')).toBeUndefined()
    cache.set('a', 1, cache.mark())
    cache.set('b', 2, cache.mark())
    cache.set('c', 3, cache.mark())
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3])
  })

  it('drops the entry read least recently when full, so a key being polled stays', () => {
    const { feed } = fakeFeed()
    const cache = new ChangeCache<number>(feed, 'summit_orders', { maxEntries: 2 })
    cache.set('polled', 1, cache.mark())
    cache.set('once', 2, cache.mark())
    expect(cache.get('polled')).toBe(1)
    cache.set('new', 3, cache.mark())
    expect([cache.get('polled'), cache.get('once'), cache.get('new')]).toEqual([1, undefined, 3])
  })

  it('shares one read among concurrent misses of a key, and detaches it on a change of that key', async () => {
    const { feed, send } = fakeFeed()
    const cache = new ChangeCache<number>(feed, 'summit_tokens', { maxEntries: 10 })
    const resolvers: Array<(value: string) => void> = []
    const read = vi.fn(() => new Promise<string>((resolve) => resolvers.push(resolve)))
    const first = cache.shared('a', read)
    const second = cache.shared('a', read)
    const other = cache.shared('b', read)
    expect(read).toHaveBeenCalledTimes(2)
    send('summit_tokens', 'a')
    const afterChange = cache.shared('a', read)
    expect(read).toHaveBeenCalledTimes(3)
    resolvers[0]('a before')
    resolvers[1]('b')
    resolvers[2]('a after')
    expect(await Promise.all([first, second, other, afterChange])).toEqual(['a before', 'a before', 'b', 'a after'])
    // Settled reads are not reused, nor is a failed one.
    const failing = cache.shared('c', () => Promise.reject(new Error('down')))
    await expect(failing).rejects.toThrow('down')
    await expect(cache.shared('c', async () => 'up')).resolves.toBe('up')
    await expect(cache.shared('a', async () => 'again')).resolves.toBe('again')
    send('reset', '')
  })

  it('answers latest() only once the feed has caught up, so a change still on its way is not answered from before', async () => {
    const { feed, send, catchUp } = fakeFeed()
    const cache = new ChangeCache<number>(feed, 'summit_orders', { maxEntries: 10 })
    cache.set('a', 0, cache.mark())
    const latest = cache.latest('a')
    send('summit_orders', 'a')
    catchUp()
    expect(await latest).toBeUndefined()
    cache.set('a', 1, cache.mark())
    const again = cache.latest('a')
    catchUp()
    expect(await again).toBe(1)
    feed.live = false
    expect(await cache.latest('a')).toBeUndefined()
  })

  it('answers latest() for a key it does not hold at once, without waiting for the feed', async () => {
    const { feed } = fakeFeed()
    const caughtUp = vi.spyOn(feed, 'caughtUp')
    const cache = new ChangeCache<number>(feed, 'summit_orders', { maxEntries: 10 })
    expect(await cache.latest('a')).toBeUndefined()
    expect(caughtUp).not.toHaveBeenCalled()
  })
})
