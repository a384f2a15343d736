// One labelled input of the profile form with its message: aria-invalid and aria-describedby point at the message,
// which is announced (role alert) when it appears.
import { Input, Stack, Text, chakra } from '@chakra-ui/react'
import { forwardRef } from 'react'

export interface ProfileFieldProps {
  name: string
  label: string
  value: string
  error: string | undefined
  hint?: string
  type?: 'text' | 'email'
  autoComplete?: string
  /** The contract's bound: the field takes no more (a longer text was refused by the server's schema, in English). */
  maxLength?: number
  onChange: (value: string) => void
  onBlur: () => void
}

export const ProfileField = forwardRef<HTMLInputElement, ProfileFieldProps>(function ProfileField(props, ref) {
  const id = `profile-${props.name}`
  const describedBy = [props.hint ? `${id}-hint` : null, props.error ? `${id}-error` : null].filter(Boolean).join(' ')
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
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy || undefined}
        borderColor={props.error ? 'red.600' : undefined}
        data-testid={`${id}-input`}
        onChange={(event) => props.onChange(event.target.value)}
        onBlur={props.onBlur}
      />
      {props.hint && (
        <Text id={`${id}-hint`} fontSize="xs" color="gray.600">
          {props.hint}
        </Text>
      )}
      {props.error && (
        <Text id={`${id}-error`} role="alert" fontSize="sm" color="red.600" data-testid={`${id}-error`}>
          {props.error}
        </Text>
      )}
    </Stack>
  )
})
