// A header entry with a dropdown of links: the disclosure pattern of site navigation (docs/decisions.md, "Every
// visitor: shell and accessibility"). It opens on hover, or from its toggle button (Enter, Space, ArrowDown); the
// arrows move between its links; Escape closes it and gives focus back to the toggle; leaving it closes it.
import { Box, chakra } from '@chakra-ui/react'
import { useId, useRef, useState, type ReactNode } from 'react'

interface HoverMenuProps {
  /** The entry's own link (navigates), shown before the toggle; none when the toggle is the whole entry. */
  link?: ReactNode
  /** The toggle's accessible name, when it shows only a chevron. */
  label?: string
  /** What the toggle shows; a chevron by default. */
  toggleContent?: ReactNode
  children: ReactNode
  testId: string
  align?: 'left' | 'right'
  minWidth?: string
}

const focusables = (root: HTMLElement | null) => Array.from(root?.querySelectorAll<HTMLElement>('a[href], button:not([disabled])') ?? [])

function Chevron(): React.JSX.Element {
  return (
    <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden="true">
      <path d="M1 3l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  )
}

export function HoverMenu(props: HoverMenuProps): React.JSX.Element {
  const { link, label, toggleContent, children, testId, align = 'left', minWidth = '180px' } = props
  const [open, setOpen] = useState(false)
  const dropdownId = useId()
  const toggleRef = useRef<HTMLButtonElement>(null)
  const dropdownRef = useRef<HTMLDivElement>(null)

  const moveFocus = (step: 1 | -1 | 'first' | 'last') => {
    const items = focusables(dropdownRef.current)
    if (items.length === 0) return
    const current = items.indexOf(document.activeElement as HTMLElement)
    const next =
      step === 'first' ? 0 : step === 'last' ? items.length - 1 : current < 0 ? 0 : (current + step + items.length) % items.length
    items[next]?.focus()
  }

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault()
      setOpen(false)
      toggleRef.current?.focus()
      return
    }
    const inDropdown = dropdownRef.current?.contains(event.target as Node) ?? false
    const onToggle = event.target === toggleRef.current
    if (!inDropdown && !onToggle) return
    const step = { ArrowDown: 1, ArrowUp: -1, Home: 'first', End: 'last' } as const
    const key = event.key as keyof typeof step
    if (!(key in step)) return
    event.preventDefault()
    if (onToggle) {
      setOpen(true)
      // The dropdown is shown on the next render; focus its first (or last) link then.
      requestAnimationFrame(() => moveFocus(key === 'ArrowUp' || key === 'End' ? 'last' : 'first'))
    } else moveFocus(step[key])
  }

  return (
    <Box
      position="relative"
      height="100%"
      display="flex"
      alignItems="center"
      data-testid={testId}
      data-open={open ? 'true' : undefined}
      // Entering, told from the mouseover alone: React derives mouseenter from the mouseout of the node the pointer
      // left, and when the page has just removed that node (a route change under a still pointer) no mouseout reaches
      // React, so a pointer could land on the entry without opening it until it left and came back. A move within the
      // entry is no entering: a dropdown closed by a click or Escape stays closed.
      onMouseOver={(event: React.MouseEvent<HTMLDivElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(true)
      }}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={onKeyDown}
      onBlur={(event: React.FocusEvent<HTMLDivElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      {link}
      <chakra.button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={dropdownId}
        aria-label={label}
        data-testid={`${testId}-toggle`}
        display="flex"
        alignItems="center"
        gap="2"
        height="100%"
        px={link ? '1' : '2'}
        ms={link ? '-3' : undefined}
        color="gray.600"
        cursor="pointer"
        _hover={{ color: 'blue.600' }}
        onClick={() => setOpen((value) => !value)}
      >
        {toggleContent ?? <Chevron />}
      </chakra.button>
      <Box
        id={dropdownId}
        ref={dropdownRef}
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
        onClick={() => setOpen(false)}
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
  _focusVisible: { bg: 'blue.50', color: 'blue.600', outline: '2px solid', outlineColor: 'blue.500', outlineOffset: '-2px' },
} as const
