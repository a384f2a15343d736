// A wait that ends with an answer to a request sent after the wait began, shared by concurrent callers: a caller
// that arrives while a request is under way takes the next one (the request under way may have left before
// whatever the caller waits for), and every caller that arrived meanwhile shares that next one.
export function sharedRoundTrip(send: () => Promise<void>): () => Promise<void> {
  let sent: Promise<void> | undefined
  let following: Promise<void> | undefined
  const start = () => {
    const answered = send()
    sent = answered
    void answered.finally(() => {
      if (sent === answered) sent = undefined
    })
    return answered
  }
  return () => {
    if (!sent) return start()
    following ??= sent.then(() => {
      following = undefined
      return start()
    })
    return following
  }
}
