// A call that got no answer: the network failed, or the call's time ran out. Its message is the interface's own
// ('网络异常，请检查网络', portal.md §7) in the active language, not the browser's ('Failed to fetch').

export class NetworkFailure extends Error {
  override readonly name = 'NetworkFailure'
}

/** What fetch rejects with when no answer came: a TypeError (network), or the timeout signal's TimeoutError. A
 *  caller's own abort (AbortError) is not one: it stays an abort. */
export const isFetchFailure = (error: unknown): boolean =>
  error instanceof TypeError || (error instanceof Error && error.name === 'TimeoutError')
