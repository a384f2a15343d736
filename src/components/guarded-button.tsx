import { Button, type ButtonProps } from '@chakra-ui/react'
import { useMachine } from '@xstate/react'
import { useRef } from 'react'
import { preventDoubleClickMachine } from '../../machines/prevent-double-click'

export type GuardedButtonProps = ButtonProps

/** A Chakra button that ignores further clicks for the guard window (5 s) after an accepted click. */
export function GuardedButton({ onClick, disabled, ...props }: GuardedButtonProps): React.JSX.Element {
  // The machine event stays plain data; the DOM event of the click being handled is handed to onClick from here.
  const clickEvent = useRef<React.MouseEvent<HTMLButtonElement> | null>(null)
  const [snapshot, send] = useMachine(
    preventDoubleClickMachine.provide({
      actions: {
        notifyClick: () => {
          if (clickEvent.current) onClick?.(clickEvent.current)
        },
      },
    }),
  )
  const coolingDown = snapshot.matches('coolingDown')

  return (
    <Button
      {...props}
      data-state={String(snapshot.value)}
      disabled={disabled || coolingDown}
      onClick={(event) => {
        clickEvent.current = event
        send({ type: 'button.click' })
        clickEvent.current = null
      }}
    />
  )
}
