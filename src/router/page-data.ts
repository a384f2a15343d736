// A page's first data, asked for by its route's loader: the router waits for it before it draws the page (and asks for
// it on a link's hover or focus), so the page comes with its content instead of its sections' loading states, which
// React keeps on screen for at least 300 ms however fast the answer. A call that fails is left to its section, which
// shows the error with its retry: the rest of the page still shows. A slow call is not waited for beyond
// PAGE_DATA_WAIT_MS: the page then shows with that section's loading state rather than keep the previous page (and,
// after the router's pending delay, its whole-page loading screen) on screen.

/** Below the router's pending delay (1 s), so page data alone never brings up a route's pending screen. */
export const PAGE_DATA_WAIT_MS = 500

export async function pageData(calls: readonly Promise<unknown>[], waitAtMostMs = PAGE_DATA_WAIT_MS): Promise<void> {
  if (calls.length === 0) return
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitAtMostMs)
  })
  await Promise.race([Promise.allSettled(calls), deadline])
  clearTimeout(timer)
}
