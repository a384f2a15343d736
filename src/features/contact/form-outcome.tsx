// The result of a submission under its form: success announced politely (role status), a refusal or failure
// assertively (role alert). It stays until the form changes or is sent again.
import { Box } from '@chakra-ui/react'

export interface Outcome {
  status: 'success' | 'error'
  text: string
}

export function FormOutcome({ outcome, testId }: { outcome: Outcome | null; testId: string }): React.JSX.Element {
  const palette = outcome?.status === 'error' ? 'red' : 'green'
  return (
    <Box role={outcome?.status === 'error' ? 'alert' : 'status'} data-testid={testId} data-status={outcome?.status}>
      {outcome && (
        <Box bg={`${palette}.50`} color={`${palette}.800`} borderWidth="1px" borderColor={`${palette}.200`} borderRadius="md" px="4" py="2">
          {outcome.text}
        </Box>
      )}
    </Box>
  )
}
