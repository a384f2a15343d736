// Reaching controls with the keyboard alone in the browser tests: Tab (or Shift+Tab) until a control has the focus.
import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'

/** Whether `target` has the focus. */
export const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement)

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `max` presses. Answers the presses. */
export async function tabTo(page: Page, target: Locator, { max = 80, back = false } = {}): Promise<number> {
  await target.waitFor()
  for (let presses = 0; presses <= max; presses++) {
    if (await isFocused(target)) return presses
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
  }
  throw new Error(`${String(target)} not reached with ${max} ${back ? 'Shift+Tab' : 'Tab'} presses`)
}

/** Presses Tab until the control `target` of the dialog `dialogTestId` has the focus, once the dialog has taken the
 *  focus: a Tab pressed before that (a busy page runs the dialog's focus trap a frame later) goes through the page
 *  behind it. */
export async function tabToInDialog(page: Page, dialogTestId: string, target: string, max = 5): Promise<number> {
  await focusTakenBy(page.getByTestId(dialogTestId))
  return tabTo(page, page.getByTestId(target), { max })
}

/** Waits until the dialog (or drawer) `dialog` has taken the focus. Chakra's dialog starts listening for Escape and
 *  for a press outside in the frame after it opens and moves the focus in after that, so a key or a press sent before
 *  the focus is inside can reach a dialog that does not listen yet, and a control of the dialog focused before then
 *  is what the dialog gives the focus back to on closing, not its opener (both seen on busy CI machines). */
export async function focusTakenBy(dialog: Locator): Promise<void> {
  await dialog.waitFor()
  await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true)
}

/** The data-testid (or id, or tag name) of the focused element. */
export const focusedName = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.id ?? document.activeElement?.tagName)
