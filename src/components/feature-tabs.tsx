// Feature tabs: one tab per feature point, the panel shows its summary and description.
import { Heading, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { FallbackBadge } from './content-lang'
import { PanelTabs } from './panel-tabs'

export interface FeatureTab {
  key: string
  title: string
  summary?: string | null
  text?: string | null
  /** The language of the record's texts (content `lang`): on the tab and panel, with the zh-CN fallback badge. */
  lang?: string
}

export function FeatureTabs({ tabs, testId, empty }: { tabs: readonly FeatureTab[]; testId: string; empty: string }): React.JSX.Element {
  const [selected, setSelected] = useState<string | undefined>()
  const current = tabs.find((tab) => tab.key === selected) ?? tabs[0]
  if (!current) return <Text color="gray.500">{empty}</Text>

  return (
    <PanelTabs
      tabs={tabs.map((tab) => ({ key: tab.key, label: tab.title, testId, lang: tab.lang }))}
      active={current.key}
      onChange={setSelected}
      panelTestId={`${testId}-panel`}
      panelProps={{ lang: current.lang, bg: 'white', borderRadius: 'lg', p: '8', mt: '6', boxShadow: 'sm' }}
    >
      <Stack gap="3">
        <Heading as="h3" size="lg">
          {current.title}
          {current.lang && <FallbackBadge lang={current.lang} />}
        </Heading>
        {current.summary && <Text color="blue.700">{current.summary}</Text>}
        {current.text && (
          <Text color="gray.700" lineHeight="1.9">
            {current.text}
          </Text>
        )}
      </Stack>
    </PanelTabs>
  )
}
