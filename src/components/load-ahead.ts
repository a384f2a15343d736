// What a control or a page asks for ahead of the moment it is needed (docs/decisions.md, "Lazy code loads before it
// shows"): React reveals a suspended part no sooner than 300 ms after its loading state showed, however fast the
// code or the data comes, so both are asked for before they are shown.

/** A control's handlers that run `load` when the pointer reaches or presses it or the focus does. */
export interface IntentHandlers {
  onPointerEnter: () => void
  onPointerDown: () => void
  onFocus: () => void
}

export const onIntent = (load: () => void): IntentHandlers => ({ onPointerEnter: load, onPointerDown: load, onFocus: load })

/** Starts loading a `lazyWithPreload` component's code; a failed fetch is left to its render to show and retry. */
export const preloadCode =
  (component: { preload: () => Promise<unknown> }): (() => void) =>
  () =>
    void component.preload().catch(() => undefined)

/**
 * Runs `load` once the browser is idle, at most `timeoutMs` later: for what a page will surely need soon but not for
 * its first paint. Answers the cancel, for an effect's clean-up.
 */
export function whenIdle(load: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(load, { timeout: timeoutMs })
    return () => cancelIdleCallback(id)
  }
  const timer = setTimeout(load, timeoutMs)
  return () => clearTimeout(timer)
}
