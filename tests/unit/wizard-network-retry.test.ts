import { describe, expect, it, vi } from 'vitest'
import { onceMoreAfterNetworkFailure } from '../../src/features/checkout/paystep/checkout-logic'
import { NetworkFailure } from '../../src/api/network-failure'
import { ApiError } from '../../src/api/api-error'
import { WIZARD_NETWORK_RETRY_MS } from '../../domain/limits'

/** A call answering each of `answers` in turn (an Error is thrown). */
function callAnswering(...answers: unknown[]) {
  return vi.fn(async () => {
    const answer = answers.shift()
    if (answer instanceof Error) throw answer
    return answer
  })
}

describe("the order wizard's calls", () => {
  it('make a call that got no answer once more, a second later', async () => {
    const call = callAnswering(new NetworkFailure('网络异常，请检查网络'), 'answer')
    const wait = vi.fn(async () => {
      expect(call).toHaveBeenCalledTimes(1)
    })
    await expect(onceMoreAfterNetworkFailure(call, wait)).resolves.toBe('answer')
    expect(call).toHaveBeenCalledTimes(2)
    expect(wait).toHaveBeenCalledExactlyOnceWith(WIZARD_NETWORK_RETRY_MS)
  })
  it('leave any other error as it is: a TypeError is a fault of the code, not a call without an answer', async () => {
    // The API client turns a failed fetch and a body cut off into a NetworkFailure (shell-api-middleware.test.ts).
    const fault = new TypeError("Cannot read properties of undefined (reading 'id')")
    const call = callAnswering(fault, 'never')
    const wait = vi.fn(async () => undefined)
    await expect(onceMoreAfterNetworkFailure(call, wait)).rejects.toBe(fault)
    expect(call).toHaveBeenCalledTimes(1)
    expect(wait).not.toHaveBeenCalled()
  })
  it('give up after the second failure, with its error', async () => {
    const second = new NetworkFailure('网络异常，请检查网络')
    const call = callAnswering(new NetworkFailure('first'), second, 'never')
    await expect(onceMoreAfterNetworkFailure(call, async () => undefined)).rejects.toBe(second)
    expect(call).toHaveBeenCalledTimes(2)
  })
  it("take the server's answer as it is: a refusal is not tried again", async () => {
    const refusal = new ApiError(429, '邀请码错误次数过多，请稍后再试', 429)
    const call = callAnswering(refusal, 'never')
    const wait = vi.fn(async () => undefined)
    await expect(onceMoreAfterNetworkFailure(call, wait)).rejects.toBe(refusal)
    expect(call).toHaveBeenCalledTimes(1)
    expect(wait).not.toHaveBeenCalled()
  })
  it('answer at once when the first call answers', async () => {
    const wait = vi.fn(async () => undefined)
    await expect(onceMoreAfterNetworkFailure(callAnswering('answer'), wait)).resolves.toBe('answer')
    expect(wait).not.toHaveBeenCalled()
  })
  it('wait the whole second before the second call when no wait is given', async () => {
    vi.useFakeTimers()
    try {
      const call = callAnswering(new NetworkFailure('x'), 'answer')
      const answer = onceMoreAfterNetworkFailure(call)
      await vi.advanceTimersByTimeAsync(WIZARD_NETWORK_RETRY_MS - 1)
      expect(call).toHaveBeenCalledTimes(1)
      await vi.advanceTimersByTimeAsync(1)
      await expect(answer).resolves.toBe('answer')
      expect(call).toHaveBeenCalledTimes(2)
    } finally {
      vi.useRealTimers()
    }
  })
})
