// The search box of a list: submits on Enter or the button; an empty box clears the search.
import { Button, Field, HStack, Input } from '@chakra-ui/react'
import { useState } from 'react'
import { LIST_SEARCH_MAX_LENGTH } from '../../../domain/limits'

interface SearchFormProps {
  label: string
  placeholder: string
  submitLabel: string
  /** The search in effect (from the URL). */
  value: string
  onSearch: (text: string) => void
  testId: string
}

export function SearchForm(props: SearchFormProps): React.JSX.Element {
  // Remounted with the value in effect (key), so back/forward shows the URL's search.
  return <SearchFormInner key={props.value} {...props} />
}

function SearchFormInner({ label, placeholder, submitLabel, value, onSearch, testId }: SearchFormProps): React.JSX.Element {
  const [text, setText] = useState(value)
  return (
    <form
      role="search"
      data-testid={testId}
      onSubmit={(event) => {
        event.preventDefault()
        onSearch(text.trim())
      }}
    >
      <HStack gap="2" align="end" maxWidth="480px">
        <Field.Root flex="1">
          <Field.Label srOnly>{label}</Field.Label>
          <Input
            size="sm"
            value={text}
            maxLength={LIST_SEARCH_MAX_LENGTH}
            placeholder={placeholder}
            onChange={(event) => setText(event.target.value)}
            data-testid={`${testId}-input`}
          />
        </Field.Root>
        <Button size="sm" type="submit" colorPalette="blue" data-testid={`${testId}-submit`}>
          {submitLabel}
        </Button>
      </HStack>
    </form>
  )
}
