// A titled band of a support page; an h2 band is a region named by its heading (an h1 band is the page's head and
// no landmark, so it never repeats a region's name).
import { Box, Heading, HStack } from '@chakra-ui/react'
import { useId, type ReactNode } from 'react'

interface SupportSectionProps {
  title: string
  testId: string
  /** Beside the heading, e.g. a 'view all' link. */
  action?: ReactNode
  level?: 'h1' | 'h2'
  children: ReactNode
}

export function SupportSection({ title, testId, action, level = 'h2', children }: SupportSectionProps): React.JSX.Element {
  const headingId = useId()
  return (
    <Box as={level === 'h1' ? 'div' : 'section'} aria-labelledby={level === 'h1' ? undefined : headingId} py="6" data-testid={testId}>
      <HStack justify="space-between" wrap="wrap" gap="3" mb="4">
        <Heading as={level} id={headingId} size={level === 'h1' ? '2xl' : 'xl'}>
          {title}
        </Heading>
        {action}
      </HStack>
      {children}
    </Box>
  )
}
