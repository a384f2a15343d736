import { useMachine } from '@xstate/react'
import { useRef } from 'react'
import { preventDoubleClickMachine } from '../../machines/prevent-double-click'
import { BusyButton, type BusyButtonProps } from './busy-button'

export type GuardedButtonProps = Omit<BusyButtonProps, 'busy'>

/** A Chakra button that ignores further clicks for the guard window (5 s) after an accepted click, keeping the focus. */
export function GuardedButton({ onClick, ...props }: GuardedButtonProps): React.JSX.Element {
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
    <BusyButton
      {...props}
      data-state={String(snapshot.value)}
      busy={coolingDown}
      onClick={(event) => {
        clickEvent.current = event
        send({ type: 'button.click' })
        clickEvent.current = null
      }}
    />
  )
}
