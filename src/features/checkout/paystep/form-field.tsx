// One labelled input of the order form with its message.
import { Input, Stack, Text } from '@chakra-ui/react'

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
  return (
    <Stack gap="1" as="label">
      <Text fontSize="sm" fontWeight="medium">
        {props.label}
      </Text>
      <Input
        value={props.value}
        placeholder={props.placeholder}
        aria-invalid={props.error ? true : undefined}
        data-testid={props.testId}
        bg="white"
        onChange={(event) => props.onChange(event.target.value)}
        onBlur={props.onBlur}
        onKeyDown={(event) => event.key === 'Enter' && props.onEnter?.()}
      />
      {props.error && (
        <Text fontSize="sm" color="red.600" data-testid={`${props.testId}-error`}>
          {props.error}
        </Text>
      )}
    </Stack>
  )
}
