/**
 * The prevent-double-click rule as storefront.md §9 states it ("a prevent-double-click rule disables a button for
 * 5 seconds after a click"), written from the specification, independent of machines/prevent-double-click.ts:
 *   - An enabled button accepts a click: its handler runs once, and the button is disabled for 5 000 ms.
 *   - A click on the disabled button does nothing (no handler, and the 5 s are not restarted).
 *   - From 5 000 ms after the accepted click on, the button is enabled again.
 */

export const GUARD_WINDOW_MS = 5000

export class DoubleClickSpec {
  /** When each accepted click happened (fake clock ms), oldest first: the handler ran once for each. */
  readonly accepted: number[] = []
  private now: number

  constructor(now = 0) {
    this.now = now
  }

  tick(now: number): void {
    this.now = now
  }

  enabled(): boolean {
    const last = this.accepted.at(-1)
    return last === undefined || this.now - last >= GUARD_WINDOW_MS
  }

  /** ms left until the button is enabled again (0 when enabled). */
  msLeft(): number {
    const last = this.accepted.at(-1)
    return last === undefined ? 0 : Math.max(0, last + GUARD_WINDOW_MS - this.now)
  }

  click(now: number): void {
    this.tick(now)
    if (this.enabled()) this.accepted.push(now)
  }
}
