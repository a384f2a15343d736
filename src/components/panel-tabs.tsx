// Tabs over one panel: Chakra's (Ark's) tabs, so the arrow keys, Home and End move between the tabs, only the selected
// tab is a Tab stop, and each tab names the panel it controls. The caller renders the selected tab's panel as
// children; the other panels are not in the page (their content is built only when chosen).
import { Tabs } from '@chakra-ui/react'
import type { ReactNode } from 'react'

export interface PanelTab<K extends string> {
  key: K
  label: ReactNode
  testId: string
  /** The language of the tab's text, when it is content (a record's `lang`). */
  lang?: string
}

export function PanelTabs<K extends string>({
  tabs,
  active,
  onChange,
  size = 'md',
  fitted = false,
  panelProps,
  panelTestId,
  children,
}: {
  tabs: readonly PanelTab<K>[]
  active: K
  onChange: (key: K) => void
  size?: 'sm' | 'md' | 'lg'
  /** Tabs share the row's width equally. */
  fitted?: boolean
  panelProps?: Omit<Tabs.ContentProps, 'value'>
  panelTestId?: string
  children: ReactNode
}): React.JSX.Element {
  return (
    <Tabs.Root
      value={active}
      onValueChange={(details) => onChange(details.value as K)}
      variant="line"
      colorPalette="blue"
      size={size}
      fitted={fitted}
    >
      <Tabs.List flexWrap="wrap">
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.key} value={tab.key} lang={tab.lang} data-testid={tab.testId}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content key={active} value={active} data-testid={panelTestId} {...panelProps}>
        {children}
      </Tabs.Content>
    </Tabs.Root>
  )
}
