// One labelled input or text area of the contact and feedback forms: aria-invalid and aria-describedby point at its
// message (announced with role alert when it appears) and at any hint, such as the character counter. A required
// field says so with the required attribute; its asterisk is for the eye only.
import { Input, Stack, Text, Textarea, chakra } from '@chakra-ui/react'
import { forwardRef } from 'react'

export interface FormTextFieldProps {
  /** Element ids derive from it: <id>, <id>-error; data-testid <id>-input, <id>-error. */
  id: string
  name: string
  label: string
  placeholder: string
  value: string
  error?: string
  required?: boolean
  multiline?: boolean
  type?: 'text' | 'tel'
  autoComplete?: string
  maxLength?: number
  /** Id of a hint (counter) that also describes the field. */
  hintId?: string
  onChange: (value: string) => void
}

export const FormTextField = forwardRef<HTMLInputElement & HTMLTextAreaElement, FormTextFieldProps>(function FormTextField(props, ref) {
  const errorId = `${props.id}-error`
  const describedBy = [props.error ? errorId : undefined, props.hintId].filter(Boolean).join(' ') || undefined
  const common = {
    ref,
    id: props.id,
    name: props.name,
    placeholder: props.placeholder,
    value: props.value,
    required: props.required,
    maxLength: props.maxLength,
    autoComplete: props.autoComplete,
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': describedBy,
    borderColor: props.error ? 'red.600' : undefined,
    'data-testid': `${props.id}-input`,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => props.onChange(event.target.value),
  }
  return (
    <Stack gap="1">
      <chakra.label htmlFor={props.id} fontWeight="medium" fontSize="sm">
        {props.label}
        {props.required && (
          <chakra.span color="red.700" ms="1" aria-hidden="true">
            *
          </chakra.span>
        )}
      </chakra.label>
      {props.multiline ? <Textarea rows={6} resize="vertical" {...common} /> : <Input type={props.type ?? 'text'} {...common} />}
      {props.error && (
        <Text id={errorId} role="alert" fontSize="sm" color="red.700" data-testid={errorId}>
          {props.error}
        </Text>
      )}
    </Stack>
  )
})
