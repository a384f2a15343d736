// The frame of the phone's licence pages: one column as wide as the phone, the page's h1 and its document title.
import { Box, Heading, Stack } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { usePageTitle } from '../../components/use-page-title'

export function PhonePage({ title, testId, children }: { title: string; testId: string; children: ReactNode }): React.JSX.Element {
  usePageTitle(title)
  return (
    <Box maxW="lg" mx="auto" px="4" py="6" data-testid={testId}>
      <Stack gap="5" bg="white" rounded="lg" borderWidth="1px" p={{ base: '4', sm: '6' }}>
        <Heading as="h1" size="lg">
          {title}
        </Heading>
        {children}
      </Stack>
    </Box>
  )
}
