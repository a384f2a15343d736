// A labelled selection checkbox (the row's and select-all's); the test id sits on the clickable root.
import { Checkbox } from '@chakra-ui/react'

interface CartCheckboxProps {
  checked: boolean | 'indeterminate'
  onChange: (checked: boolean) => void
  label: string
  /** Keep the label for screen readers only (rows label themselves with the product name). */
  hideLabel?: boolean
  disabled?: boolean
  testId: string
}

export function CartCheckbox({ checked, onChange, label, hideLabel, disabled, testId }: CartCheckboxProps): React.JSX.Element {
  return (
    <Checkbox.Root
      checked={checked}
      disabled={disabled}
      colorPalette="blue"
      data-testid={testId}
      onCheckedChange={(details) => onChange(details.checked === true)}
    >
      <Checkbox.HiddenInput aria-label={hideLabel ? label : undefined} />
      <Checkbox.Control />
      {!hideLabel && <Checkbox.Label>{label}</Checkbox.Label>}
    </Checkbox.Root>
  )
}
