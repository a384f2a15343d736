// Chakra's Button for an action that takes a while. Chakra's `loading` (and any `disabled` that follows a press) disables
// the button, and Chromium then moves the focus of a keyboard user who pressed it to the page's body: the user loses
// their place, and a dialog its focus. Here a button that is `loading` (its own action runs: Chakra's Loader shows) or
// `busy` (another action runs) keeps the focus: it is aria-disabled, styled as disabled by Chakra, and a press (a click,
// or Enter in the button's form) does nothing. `disabled` stays for a button that is not available at all.
import { Button, Loader, type ButtonProps } from '@chakra-ui/react'

export type BusyButtonProps = ButtonProps & { busy?: boolean; ref?: React.Ref<HTMLButtonElement> }

export function BusyButton({
  loading = false,
  busy = false,
  loadingText,
  spinner,
  spinnerPlacement,
  onClick,
  children,
  ...rest
}: BusyButtonProps): React.JSX.Element {
  const refused = loading || busy
  return (
    <Button
      {...rest}
      aria-disabled={refused || rest['aria-disabled'] || undefined}
      aria-busy={loading || undefined}
      onClick={(event) => {
        if (refused) event.preventDefault()
        else onClick?.(event)
      }}
    >
      {loading && !rest.asChild ? (
        <Loader spinner={spinner} text={loadingText} spinnerPlacement={spinnerPlacement}>
          {children}
        </Loader>
      ) : (
        children
      )}
    </Button>
  )
}
