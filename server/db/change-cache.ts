// A process-local copy of rows that a ChangeFeed invalidates. It answers only while the feed is live; a change or a
// reset drops entries and moves the epoch on, so a value read from the database before a change (mark() taken
// before the read) is not stored after it. ttlMs bounds how old an entry may be even if a notification were lost.
// The entries are an lru-cache: past maxEntries the least recently read goes, so the orders being polled stay.
import { LRUCache } from 'lru-cache'
import type { ChangeChannel, ChangeFeed } from './change-feed'

export class ChangeCache<V> {
  // Boxed: lru-cache holds no undefined or null values.
  readonly #entries: LRUCache<string, { value: V }>
  readonly #reads = new Map<string, Promise<unknown>>()
  #epoch = 0

  constructor(
    private readonly feed: ChangeFeed | undefined,
    channel: ChangeChannel,
    options: { maxEntries: number; ttlMs?: number },
  ) {
    this.#entries = new LRUCache({
      max: options.maxEntries,
      ...(options.ttlMs === undefined ? {} : { ttl: options.ttlMs, ttlResolution: 0, perf: { now: () => performance.now() } }),
    })
    feed?.subscribe((changed, key) => {
      if (changed === 'reset' || (changed === channel && key === '*')) this.clear()
      else if (changed === channel) this.forget(key)
    })
  }

  /** Take before reading the database; pass to set(). */
  mark(): number {
    return this.#epoch
  }

  get(key: string): V | undefined {
    if (!this.feed?.live) return undefined
    return this.#entries.get(key)?.value
  }

  /** get(), once every change committed before the call has reached this cache (ChangeFeed.caughtUp); a key not held
   *  answers at once (the caller reads the database anyway). */
  async latest(key: string): Promise<V | undefined> {
    if (!this.feed?.live || !this.#entries.has(key)) return undefined
    await this.feed.caughtUp()
    return this.get(key)
  }

  set(key: string, value: V, mark: number) {
    if (!this.feed?.live || mark !== this.#epoch) return
    this.#entries.set(key, { value })
  }

  /**
   * One database read per key at a time: misses that arrive while a read of their key is under way share it (when a
   * TTL runs out, every request of that key misses at once). A change of the key, or a reset, detaches the read, so
   * a request arriving after a change never takes an answer read before it.
   */
  shared<R>(key: string, read: () => Promise<R>): Promise<R> {
    const pending = this.#reads.get(key)
    if (pending) return pending as Promise<R>
    const promise = read().finally(() => {
      if (this.#reads.get(key) === promise) this.#reads.delete(key)
    })
    this.#reads.set(key, promise)
    return promise
  }

  forget(key: string) {
    this.#epoch += 1
    this.#entries.delete(key)
    this.#reads.delete(key)
  }

  clear() {
    this.#epoch += 1
    this.#entries.clear()
    this.#reads.clear()
  }
}
