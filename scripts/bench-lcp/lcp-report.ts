// Pure part of `npm run bench:lcp`: medians per page, the table, and the verdict against issue 19's targets.
import { median } from '../../tools/median'

export interface RunMeasure {
  /** Largest contentful paint in ms after navigation start; null when the page reported no LCP entry. */
  lcp: number | null
  /** Whether an LCP entry existed already when the load event had fired (a short measurement window sees it). */
  lcpAtLoad: boolean
  /** First contentful paint in ms, for reading the table (not judged). */
  fcp: number | null
  /** Cumulative layout shift (shifts without recent input). */
  cls: number
  /** What the last LCP entry pointed at (tag, test id), for reading the table. */
  element: string
  /** When the page's own "ready" element first showed (ms after navigation start), for pages that name one. */
  ready?: number | null
}

export interface PageResult {
  name: string
  path: string
  /** Whether its LCP is held to the limit (Home, Buy) or only reported (paystep, the bare page). */
  lcpJudged: boolean
  /** Whether its CLS is held to the limit (every app page; not the bare yardstick). */
  clsJudged: boolean
  /** What its ready element is, for the table (paystep: the payment QR drawn); reported, not judged. */
  readyLabel?: string
  runs: RunMeasure[]
}

export const LCP_LIMIT_MS = 1000
export const CLS_LIMIT = 0.05

const numbers = (values: readonly (number | null)[]): number[] => values.filter((value): value is number => value !== null)

export interface PageSummary {
  lcpMedian: number | null
  fcpMedian: number | null
  clsMedian: number
  missingLcp: number
  missingAtLoad: number
  readyMedian: number | null
}

export function summarize(page: PageResult): PageSummary {
  return {
    lcpMedian: median(numbers(page.runs.map((run) => run.lcp))),
    fcpMedian: median(numbers(page.runs.map((run) => run.fcp))),
    clsMedian: median(page.runs.map((run) => run.cls)) ?? 0,
    missingLcp: page.runs.filter((run) => run.lcp === null).length,
    missingAtLoad: page.runs.filter((run) => !run.lcpAtLoad).length,
    readyMedian: median(numbers(page.runs.map((run) => run.ready ?? null))),
  }
}

/** Every way the results miss the targets; empty when they meet them. */
export function failures(pages: readonly PageResult[]): string[] {
  const found: string[] = []
  for (const page of pages) {
    const summary = summarize(page)
    if (summary.missingLcp > 0) found.push(`${page.name}: no LCP entry in ${summary.missingLcp} of ${page.runs.length} runs`)
    if (page.lcpJudged && summary.missingAtLoad > 0)
      found.push(`${page.name}: no LCP entry yet at the load event in ${summary.missingAtLoad} of ${page.runs.length} runs`)
    if (page.lcpJudged && summary.lcpMedian !== null && summary.lcpMedian > LCP_LIMIT_MS)
      found.push(`${page.name}: median LCP ${ms(summary.lcpMedian)} > ${ms(LCP_LIMIT_MS)}`)
    if (page.clsJudged && summary.clsMedian > CLS_LIMIT)
      found.push(`${page.name}: median CLS ${summary.clsMedian.toFixed(3)} > ${CLS_LIMIT}`)
  }
  return found
}

const ms = (value: number | null) => (value === null ? '-' : `${(value / 1000).toFixed(2)} s`)

export function formatTable(pages: readonly PageResult[]): string {
  const rows = [
    [
      'page',
      'median LCP',
      'median FCP',
      'median CLS',
      'LCP per run (s)',
      'no LCP',
      'none at load',
      'ready (median)',
      'LCP element (last run)',
    ],
  ]
  for (const page of pages) {
    const summary = summarize(page)
    rows.push([
      `${page.name} (${page.path})`,
      ms(summary.lcpMedian),
      ms(summary.fcpMedian),
      summary.clsMedian.toFixed(3),
      page.runs.map((run) => (run.lcp === null ? 'none' : (run.lcp / 1000).toFixed(2))).join(' '),
      `${summary.missingLcp}/${page.runs.length}`,
      `${summary.missingAtLoad}/${page.runs.length}`,
      page.readyLabel ? `${page.readyLabel} ${ms(summary.readyMedian)}` : '-',
      page.runs.at(-1)?.element ?? '',
    ])
  }
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)))
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n')
}
