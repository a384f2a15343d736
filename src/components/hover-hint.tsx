// A hint shown on hover and on keyboard focus: Chakra's Tooltip, where a `title` attribute reached neither keyboard
// users nor touch screens (issue 20). The child is one element that takes the trigger's props (asChild) and, when it is
// not focusable itself, a tab stop of its own (docs/decisions.md, issue 20: hover hints). No hint, no tooltip.
import { Tooltip } from '@chakra-ui/react'

export function HoverHint({
  hint,
  children,
  testId,
}: {
  hint: string | undefined
  children: React.ReactElement
  /** data-testid of the tooltip's content. */
  testId?: string
}): React.JSX.Element {
  return (
    <Tooltip.Root disabled={!hint} openDelay={200} closeDelay={100} positioning={{ placement: 'top', strategy: 'fixed' }}>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      {/* A hint that goes while shown (a licence line once the machine code is typed) takes its tooltip with it at
          once: fading out, it would be a tooltip without text (axe's aria-tooltip-name). */}
      {hint && (
        <Tooltip.Positioner>
          <Tooltip.Content data-testid={testId}>{hint}</Tooltip.Content>
        </Tooltip.Positioner>
      )}
    </Tooltip.Root>
  )
}
