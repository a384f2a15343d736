import { Box, HStack, chakra } from '@chakra-ui/react'
import type { ReactNode } from 'react'

export interface LoginTab<K extends string> {
  key: K
  label: ReactNode
  testId: string
}

/** A row of tabs (role=tablist) for the login cards; the panel is the caller's. */
export function LoginTabs<K extends string>({
  tabs,
  active,
  onChange,
  size = 'md',
}: {
  tabs: readonly LoginTab<K>[]
  active: K
  onChange: (key: K) => void
  size?: 'sm' | 'md'
}): React.JSX.Element {
  return (
    <HStack role="tablist" gap="0" borderBottomWidth="1px" borderColor="gray.200" mb="5">
      {tabs.map((tab) => {
        const selected = tab.key === active
        return (
          <chakra.button
            key={tab.key}
            type="button"
            role="tab"
            aria-selected={selected}
            data-testid={tab.testId}
            flex="1"
            py={size === 'sm' ? '2' : '3'}
            fontSize={size === 'sm' ? 'sm' : 'md'}
            fontWeight={selected ? 'bold' : 'normal'}
            color={selected ? 'blue.600' : 'gray.600'}
            borderBottomWidth="2px"
            borderColor={selected ? 'blue.600' : 'transparent'}
            mb="-1px"
            cursor="pointer"
            onClick={() => onChange(tab.key)}
          >
            {tab.label}
          </chakra.button>
        )
      })}
    </HStack>
  )
}

/** The centred card every login page sits in, with the filing number and copyright under it. */
export function LoginCard({
  title,
  children,
  testId,
  width = '420px',
}: {
  title: ReactNode
  children: ReactNode
  testId: string
  width?: string
}): React.JSX.Element {
  return (
    <Box py="12" px="4" display="flex" justifyContent="center" data-testid={testId}>
      <Box width="100%" maxWidth={width} bg="white" borderRadius="lg" boxShadow="md" p="8">
        <chakra.h1 fontSize="xl" fontWeight="bold" textAlign="center" mb="6">
          {title}
        </chakra.h1>
        {children}
      </Box>
    </Box>
  )
}
