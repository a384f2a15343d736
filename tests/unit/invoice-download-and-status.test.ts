// The invoice tab's pure rules: the files downloaded one after the other INVOICE_DOWNLOAD_GAP_MS apart (fake timers),
// and what a row allows and whether the list keeps asking (portal.md §4 Invoice).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { INVOICE_DOWNLOAD_GAP_MS } from '../../domain/limits'
import type { Invoice } from '../../src/api/queries/invoice-queries'
import { downloadOneByOne } from '../../src/features/invoices/download-one-by-one'
import { INVOICE_POLL_MS, canDownload, canReissue, invoicePollInterval, isAwaitingIssue } from '../../src/features/invoices/invoice-status'

afterEach(() => {
  vi.useRealTimers()
})

const FILES = [
  { fileId: 'a', name: 'a.pdf' },
  { fileId: 'b', name: 'b.pdf' },
  { fileId: 'c', name: 'c.pdf' },
]

describe('downloadOneByOne', () => {
  it('is spaced one second apart (the spec), file after file', () => {
    expect(INVOICE_DOWNLOAD_GAP_MS).toBe(1000)
  })

  it('starts the first file at once and each next one INVOICE_DOWNLOAD_GAP_MS after the previous, with its progress', async () => {
    vi.useFakeTimers()
    const started: Array<[string, number]> = []
    const progress: string[] = []
    const done = downloadOneByOne(FILES, {
      urlOf: async (fileId) => `/file/${fileId}`,
      start: (url) => started.push([url, Date.now()]),
      onProgress: (current, total) => progress.push(`${current}/${total}`),
      gapMs: INVOICE_DOWNLOAD_GAP_MS,
    })
    const t0 = Date.now()
    await vi.advanceTimersByTimeAsync(0)
    expect(started).toEqual([['/file/a', t0]])
    await vi.advanceTimersByTimeAsync(INVOICE_DOWNLOAD_GAP_MS - 1)
    expect(started).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(started[1]).toEqual(['/file/b', t0 + INVOICE_DOWNLOAD_GAP_MS])
    await vi.advanceTimersByTimeAsync(INVOICE_DOWNLOAD_GAP_MS)
    expect(started[2]).toEqual(['/file/c', t0 + 2 * INVOICE_DOWNLOAD_GAP_MS])
    expect(progress).toEqual(['1/3', '2/3', '3/3'])
    await expect(done).resolves.toEqual([])
  })

  it('answers the files whose link failed and still tries the next', async () => {
    vi.useFakeTimers()
    const start = vi.fn()
    const done = downloadOneByOne(FILES, {
      urlOf: async (fileId) => {
        if (fileId === 'b') throw new Error('403')
        return `/file/${fileId}`
      },
      start,
      onProgress: () => {},
      gapMs: 1000,
    })
    await vi.advanceTimersByTimeAsync(2000)
    await expect(done).resolves.toEqual([{ fileId: 'b', name: 'b.pdf' }])
    expect(start.mock.calls.map(([url]) => url)).toEqual(['/file/a', '/file/c'])
  })

  it('stops before the next file once aborted', async () => {
    vi.useFakeTimers()
    const start = vi.fn()
    const controller = new AbortController()
    const done = downloadOneByOne(FILES, { urlOf: async (id) => id, start, onProgress: () => {}, gapMs: 1000, signal: controller.signal })
    await vi.advanceTimersByTimeAsync(500)
    controller.abort()
    await vi.advanceTimersByTimeAsync(5000)
    await done
    expect(start).toHaveBeenCalledTimes(1)
  })
})

const row = (overrides: Partial<Invoice> & { id: string }): Invoice => ({
  userid: 'u',
  orderid: 'o',
  status: 0,
  approveStatus: 0,
  type: 0,
  amount: 1,
  creatortime: '2026-01-01T00:00:00Z',
  ...overrides,
})

describe('invoice-status', () => {
  it.each([
    [0, 0, true],
    [0, 1, true],
    [0, 2, false],
    [1, 1, false],
    [2, 1, false],
  ] as const)('status %s approval %s awaits issue: %s', (status, approveStatus, awaiting) => {
    expect(isAwaitingIssue({ status, approveStatus })).toBe(awaiting)
  })

  it('asks again every INVOICE_POLL_MS while any row awaits issue, never otherwise', () => {
    expect(INVOICE_POLL_MS).toBeGreaterThanOrEqual(2000)
    expect(INVOICE_POLL_MS).toBeLessThanOrEqual(5000)
    expect(invoicePollInterval([row({ id: '1', status: 1, approveStatus: 1 }), row({ id: '2' })])).toBe(INVOICE_POLL_MS)
    expect(invoicePollInterval([row({ id: '1', status: 1, approveStatus: 1 }), row({ id: '2', approveStatus: 2 })])).toBe(false)
    expect(invoicePollInterval([])).toBe(false)
    expect(invoicePollInterval(undefined)).toBe(false)
  })

  it('download when issued or voided', () => {
    expect([0, 1, 2].map((status) => canDownload({ status: status as 0 | 1 | 2 }))).toEqual([false, true, true])
  })

  it('re-issue when issued, unless a re-issue of it still waits', () => {
    const issued = row({ id: 'x', status: 1, approveStatus: 1 })
    expect(canReissue(issued, [issued])).toBe(true)
    expect(canReissue(issued, [issued, row({ id: 'y', oriId: 'x' })])).toBe(false)
    expect(canReissue(issued, [issued, row({ id: 'y', oriId: 'x', approveStatus: 1 })])).toBe(false)
    // A rejected re-issue leaves it re-issuable; a re-issue of another invoice does not count.
    expect(canReissue(issued, [issued, row({ id: 'y', oriId: 'x', approveStatus: 2 })])).toBe(true)
    expect(canReissue(issued, [issued, row({ id: 'y', oriId: 'z' })])).toBe(true)
    expect(canReissue(row({ id: 'v', status: 2, approveStatus: 1 }), [])).toBe(false)
    expect(canReissue(row({ id: 'n' }), [])).toBe(false)
  })
})
