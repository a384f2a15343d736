// A top-menu entry with a dropdown that opens on hover (and on keyboard focus).
import { Box } from '@chakra-ui/react'
import { useState, type ReactNode } from 'react'

interface HoverMenuProps {
  trigger: ReactNode
  children: ReactNode
  testId: string
  align?: 'left' | 'right'
  minWidth?: string
}

export function HoverMenu({ trigger, children, testId, align = 'left', minWidth = '180px' }: HoverMenuProps): React.JSX.Element {
  const [open, setOpen] = useState(false)
  return (
    <Box
      position="relative"
      height="100%"
      display="flex"
      alignItems="center"
      data-testid={testId}
      data-open={open ? 'true' : undefined}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={(event: React.FocusEvent<HTMLDivElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
      onClick={() => setOpen(false)}
    >
      {trigger}
      <Box
        role="menu"
        data-testid={`${testId}-dropdown`}
        display={open ? 'block' : 'none'}
        position="absolute"
        top="100%"
        left={align === 'left' ? '0' : undefined}
        right={align === 'right' ? '0' : undefined}
        minWidth={minWidth}
        bg="white"
        color="gray.800"
        boxShadow="lg"
        borderRadius="md"
        py="2"
        zIndex="dropdown"
      >
        {children}
      </Box>
    </Box>
  )
}

export const dropdownItemStyle = {
  display: 'block',
  px: '4',
  py: '2',
  fontSize: 'sm',
  whiteSpace: 'nowrap',
  color: 'gray.700',
  _hover: { bg: 'blue.50', color: 'blue.600', textDecoration: 'none' },
} as const
