// One labelled input of the invoice request form with its message: aria-invalid and aria-describedby point at the
// message, which is announced (role alert) when it appears.
import { Input, Stack, Text, chakra } from '@chakra-ui/react'
import { forwardRef } from 'react'

export interface InvoiceFormFieldProps {
  name: string
  label: string
  placeholder: string
  value: string
  error: string | undefined
  type?: 'text' | 'email' | 'tel'
  autoComplete?: string
  /** The contract's bound: the field takes no more (a longer text was refused by the server's schema, in English). */
  maxLength?: number
  onChange: (value: string) => void
  onBlur: () => void
}

export const InvoiceFormField = forwardRef<HTMLInputElement, InvoiceFormFieldProps>(function InvoiceFormField(props, ref) {
  const id = `invoice-form-${props.name}`
  return (
    <Stack gap="1">
      <chakra.label htmlFor={id} fontWeight="medium" fontSize="sm">
        {props.label}
      </chakra.label>
      <Input
        ref={ref}
        id={id}
        name={props.name}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        maxLength={props.maxLength}
        placeholder={props.placeholder}
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        borderColor={props.error ? 'red.600' : undefined}
        data-testid={`${id}-input`}
        onChange={(event) => props.onChange(event.target.value)}
        onBlur={props.onBlur}
      />
      {props.error && (
        <Text id={`${id}-error`} role="alert" fontSize="sm" color="red.600" data-testid={`${id}-error`}>
          {props.error}
        </Text>
      )}
    </Stack>
  )
})
