// Whether a control takes no press: disabled, or aria-disabled while it waits. A button that waits on its own action
// (or another's) stays focusable so that the keyboard user who pressed it keeps their place (src/components/busy-button.tsx),
// so "busy" is read from either.
export const refusesPress = (element: HTMLElement): boolean =>
  (element as HTMLButtonElement).disabled || element.getAttribute('aria-disabled') === 'true'
