import { Box, chakra } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { PanelTabs, type PanelTab } from '../../components/panel-tabs'

/** The login cards' tabs over their panel (the selected tab's form, given as children). */
export function LoginTabs<K extends string>({
  tabs,
  active,
  onChange,
  size = 'md',
  children,
}: {
  tabs: readonly PanelTab<K>[]
  active: K
  onChange: (key: K) => void
  size?: 'sm' | 'md'
  children: ReactNode
}): React.JSX.Element {
  return (
    <PanelTabs tabs={tabs} active={active} onChange={onChange} size={size} fitted panelProps={{ pt: '5' }}>
      {children}
    </PanelTabs>
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
