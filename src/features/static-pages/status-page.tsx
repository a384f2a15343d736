// Shared frame of the static status pages (404, network anomaly, not open, no result).
import { Box, Heading, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

interface StatusPageProps {
  testId: string
  art: ReactNode
  title: string
  hint?: string
  actions?: ReactNode
}

export function StatusPage({ testId, art, title, hint, actions }: StatusPageProps): React.JSX.Element {
  return (
    <Box py="20" px="6" display="flex" justifyContent="center" data-testid={testId}>
      <Stack align="center" gap="4" textAlign="center" maxWidth="560px">
        <Box color="blue.400" aria-hidden="true">
          {art}
        </Box>
        <Heading as="h1" size="xl" color="gray.800">
          {title}
        </Heading>
        {hint && <Text color="gray.500">{hint}</Text>}
        {actions && (
          <Stack direction="row" gap="3" mt="2">
            {actions}
          </Stack>
        )}
      </Stack>
    </Box>
  )
}

export function StatusArt({ label }: { label: string }): React.JSX.Element {
  return (
    <svg width="220" height="120" viewBox="0 0 220 120">
      <ellipse cx="110" cy="108" rx="90" ry="8" fill="currentColor" opacity="0.15" />
      <text x="110" y="84" textAnchor="middle" fontSize="72" fontWeight="700" fill="currentColor" fontFamily="system-ui, sans-serif">
        {label}
      </text>
    </svg>
  )
}
