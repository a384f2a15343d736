// A table that turns into a list of cards below 1024 px (Chakra's lg), so that a phone or a tablet shows every line's
// amounts and actions without scrolling sideways (docs/decisions.md, "Review tables on a phone"). CSS alone: the markup stays a
// table (its header row is hidden visually, not from assistive technology, so each cell keeps its column's name),
// each row becomes a card and each cell a line with its column's name in front, from the cell's `data-label` (shown,
// and left out of what a screen reader reads: it has the column header). A cell marked `data-stack="lead"` (a tick,
// an index) sits beside the next one, the row's title (`data-stack="title"`), at the top of the card. The title heads
// the card wherever its column is (an invoice's title, a contract's name after its number): the card moves it up
// (CSS `order`), the table's reading order stays the columns'.

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: '0',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  borderWidth: '0',
} as const

/** The table's `css` (Table.Root). */
export const STACKED_BELOW_LG = {
  '@media (max-width: 1023.98px)': {
    '&': { display: 'block', minWidth: '0' },
    '& thead': VISUALLY_HIDDEN,
    '& tbody': { display: 'block' },
    '& tbody tr': {
      display: 'grid',
      gridTemplateColumns: 'auto minmax(0, 1fr)',
      columnGap: '3',
      rowGap: '1.5',
      paddingBlock: '3',
      paddingInline: '3',
      borderBottomWidth: '1px',
      borderColor: 'border',
    },
    '& tbody tr:last-of-type': { borderBottomWidth: '0' },
    '& tbody td': {
      gridColumn: '1 / -1',
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      justifyContent: 'space-between',
      columnGap: '3',
      padding: '0',
      borderWidth: '0',
      textAlign: 'end',
      minWidth: '0',
      overflowWrap: 'anywhere',
    },
    '& tbody td[data-label]::before': {
      content: 'attr(data-label) / ""',
      color: 'fg.muted',
      fontWeight: 'normal',
      textAlign: 'start',
    },
    // A header cell in the body (a group's heading row) spans the card.
    '& tbody th': { gridColumn: '1 / -1', display: 'block', padding: '0', borderWidth: '0', textAlign: 'start' },
    '& tbody td:not([data-label]):not([data-stack])': { justifyContent: 'flex-end' },
    '& tbody td[data-stack="lead"]': { gridColumn: 'auto', order: -2 },
    '& tbody td[data-stack="title"]': { gridColumn: 'auto', order: -1, justifyContent: 'flex-start', textAlign: 'start' },
    // A title without a lead before it spans the card.
    '& tbody td[data-stack="title"]:not([data-stack="lead"] + td)': { gridColumn: '1 / -1' },
  },
} as const
