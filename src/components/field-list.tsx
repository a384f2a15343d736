// Label and value pairs of a detail dialog: one column on a phone, two on a wider screen.
import { DataList } from '@chakra-ui/react'

/** [key (for the test id <testId>-<key>), label, value] */
export type Field = [string, string, string]

export function FieldList({ fields, testId }: { fields: readonly Field[]; testId: string }): React.JSX.Element {
  return (
    <DataList.Root
      orientation="horizontal"
      size="sm"
      display="grid"
      gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }}
      columnGap="8"
      rowGap="3"
    >
      {fields.map(([key, label, value]) => (
        <DataList.Item key={key}>
          <DataList.ItemLabel minWidth="9em">{label}</DataList.ItemLabel>
          <DataList.ItemValue whiteSpace="pre-wrap" wordBreak="break-word" data-testid={`${testId}-${key}`}>
            {value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  )
}
