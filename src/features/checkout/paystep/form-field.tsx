// One labelled input of the order form with its message, linked to the input (aria-describedby) and announced.
import { Input, Stack, Text } from '@chakra-ui/react'
import { useId } from 'react'

interface FormFieldProps {
  label: string
  value: string
  placeholder?: string
  error?: string
  testId: string
  onChange: (value: string) => void
  onBlur?: () => void
  onEnter?: () => void
}

export function FormField(props: FormFieldProps): React.JSX.Element {
  const errorId = useId()
  return (
    <Stack gap="1" as="label">
      <Text fontSize="sm" fontWeight="medium">
        {props.label}
      </Text>
      <Input
        value={props.value}
        placeholder={props.placeholder}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
        data-testid={props.testId}
        bg="white"
        onChange={(event) => props.onChange(event.target.value)}
        onBlur={props.onBlur}
        onKeyDown={(event) => event.key === 'Enter' && props.onEnter?.()}
      />
      {props.error && (
        <Text id={errorId} role="alert" fontSize="sm" color="red.700" data-testid={`${props.testId}-error`}>
          {props.error}
        </Text>
      )}
    </Stack>
  )
}
