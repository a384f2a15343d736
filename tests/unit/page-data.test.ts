import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PAGE_DATA_WAIT_MS, pageData } from '../../src/router/page-data'

const settledAfter = (ms: number, fail = false) =>
  new Promise((resolve, reject) => setTimeout(() => (fail ? reject(new Error('refused')) : resolve('data')), ms))

describe('pageData', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  const doneAt = async (promise: Promise<void>): Promise<number> => {
    const start = Date.now()
    let done = -1
    void promise.then(() => (done = Date.now() - start))
    for (let step = 0; step < 200 && done < 0; step++) await vi.advanceTimersByTimeAsync(10)
    return done
  }

  it('waits for every call of the page', async () => {
    expect(await doneAt(pageData([settledAfter(40), settledAfter(120)]))).toBe(120)
  })

  it('resolves when a call fails (its section shows the error), after the others', async () => {
    expect(await doneAt(pageData([settledAfter(20, true), settledAfter(90)]))).toBe(90)
  })

  it('stops waiting at the deadline, below the router pending delay', async () => {
    expect(PAGE_DATA_WAIT_MS).toBeLessThan(1000)
    expect(await doneAt(pageData([settledAfter(60), new Promise(() => undefined)]))).toBe(PAGE_DATA_WAIT_MS)
    expect(await doneAt(pageData([settledAfter(5_000)], 250))).toBe(250)
  })

  it('answers at once for a page with nothing to ask', async () => {
    expect(await doneAt(pageData([]))).toBe(0)
  })
})
