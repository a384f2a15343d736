// The change feed's caughtUp() (server/db/shared-round-trip.ts): a caller's wait ends only with an answer to a request
// sent after the caller arrived, and callers that arrive together share one request.
import { describe, expect, it } from 'vitest'

import { sharedRoundTrip } from '../../server/db/shared-round-trip'

function controlledRequests() {
  const answers: Array<() => void> = []
  const send = () => new Promise<void>((resolve) => answers.push(resolve))
  return { send, answers }
}

const settled = async (promise: Promise<void>) => {
  let done = false
  void promise.then(() => (done = true))
  for (let i = 0; i < 5; i += 1) await Promise.resolve()
  return done
}

/** The wait is still pending, and ends once `answer` is given. */
async function endsWith(wait: Promise<void>, answer: () => void) {
  expect(await settled(wait)).toBe(false)
  answer()
  expect(await settled(wait)).toBe(true)
}

describe('sharedRoundTrip', () => {
  it('sends one request for a caller, and ends its wait with that answer', async () => {
    const { send, answers } = controlledRequests()
    const caughtUp = sharedRoundTrip(send)
    const wait = caughtUp()
    expect(answers).toHaveLength(1)
    await endsWith(wait, answers[0]!)
  })

  it('makes callers that arrive while a request is under way wait for the next one, which they share', async () => {
    const { send, answers } = controlledRequests()
    const caughtUp = sharedRoundTrip(send)
    const first = caughtUp()
    const second = caughtUp()
    const third = caughtUp()
    expect(answers).toHaveLength(1)
    answers[0]()
    expect(await settled(first)).toBe(true)
    expect([await settled(second), await settled(third)]).toEqual([false, false])
    expect(answers).toHaveLength(2)
    answers[1]()
    expect([await settled(second), await settled(third)]).toEqual([true, true])
    expect(answers).toHaveLength(2)
  })

  it('sends a fresh request for a caller that arrives after every answer is in', async () => {
    const { send, answers } = controlledRequests()
    const caughtUp = sharedRoundTrip(send)
    const first = caughtUp()
    answers[0]()
    await first
    const later = caughtUp()
    expect(answers).toHaveLength(2)
    await endsWith(later, answers[1]!)
  })

  it('fails the waits a failed request answers, and still sends the next one for the callers after it', async () => {
    const answers: Array<{ resolve: () => void; reject: (error: Error) => void }> = []
    const caughtUp = sharedRoundTrip(() => new Promise<void>((resolve, reject) => answers.push({ resolve, reject })))
    const first = caughtUp()
    const second = caughtUp()
    answers[0]!.reject(new Error('connection lost'))
    await expect(first).rejects.toThrow('connection lost')
    expect(answers).toHaveLength(2)
    await endsWith(second, answers[1]!.resolve)
  })
})
