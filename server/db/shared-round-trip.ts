// A wait that ends with an answer to a request sent after the wait began, shared by concurrent callers: a caller
// that arrives while a request is under way takes the next one (the request under way may have left before
// whatever the caller waits for), and every caller that arrived meanwhile shares that next one. A failed request
// fails the waits it answers; the callers waiting for the next one still get it.
export function sharedRoundTrip(send: () => Promise<void>): () => Promise<void> {
  let sent: Promise<void> | undefined
  let following: Promise<void> | undefined
  const start = () => {
    const answered = send()
    sent = answered
    const settled = () => {
      if (sent === answered) sent = undefined
    }
    answered.then(settled, settled)
    return answered
  }
  const next = () => {
    following = undefined
    return start()
  }
  return () => {
    if (!sent) return start()
    following ??= sent.then(next, next)
    return following
  }
}
