// Feature tabs: one tab per feature point, the panel shows its summary and description.
import { Box, Heading, Stack, Text } from '@chakra-ui/react'
import { useId, useState } from 'react'
import { FallbackBadge } from './content-lang'

export interface FeatureTab {
  key: string
  title: string
  summary?: string | null
  text?: string | null
  /** The language of the record's texts (content `lang`): on the tab and panel, with the zh-CN fallback badge. */
  lang?: string
}

export function FeatureTabs({ tabs, testId, empty }: { tabs: readonly FeatureTab[]; testId: string; empty: string }): React.JSX.Element {
  const [selected, setSelected] = useState(0)
  const baseId = useId()
  const current = tabs[Math.min(selected, tabs.length - 1)]
  if (!current) return <Text color="gray.500">{empty}</Text>

  return (
    <Box>
      <Box role="tablist" display="flex" flexWrap="wrap" gap="2" borderBottomWidth="2px" borderColor="gray.200" mb="6">
        {tabs.map((tab, index) => {
          const active = tab.key === current.key
          return (
            <Box
              as="button"
              role="tab"
              key={tab.key}
              lang={tab.lang}
              id={`${baseId}-tab-${index}`}
              aria-selected={active}
              aria-controls={`${baseId}-panel`}
              px="5"
              py="3"
              mb="-2px"
              fontWeight={active ? 'bold' : 'normal'}
              color={active ? 'blue.600' : 'gray.600'}
              borderBottomWidth="2px"
              borderColor={active ? 'blue.600' : 'transparent'}
              cursor="pointer"
              _hover={{ color: 'blue.600' }}
              onClick={() => setSelected(index)}
              data-testid={testId}
              data-selected={active ? 'true' : undefined}
            >
              {tab.title}
            </Box>
          )
        })}
      </Box>
      <Stack
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${selected}`}
        gap="3"
        bg="white"
        borderRadius="lg"
        p="8"
        boxShadow="sm"
        lang={current.lang}
        data-testid={`${testId}-panel`}
      >
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
    </Box>
  )
}
