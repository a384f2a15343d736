// The verdict of `npm run bench:lcp` (scripts/bench-lcp/lcp-report.ts).
import { describe, expect, it } from 'vitest'
import { failures, formatTable, type PageResult, type RunMeasure } from '../../scripts/bench-lcp/lcp-report'

const run = (lcp: number | null, cls = 0, lcpAtLoad = true): RunMeasure => ({ lcp, fcp: lcp, cls, element: 'p', lcpAtLoad })
const page = (name: string, runs: RunMeasure[], judged = true): PageResult => ({
  name,
  path: `/pc/${name}`,
  lcpJudged: judged,
  clsJudged: judged,
  runs,
})

describe('bench:lcp verdict', () => {
  it('passes pages within 1.0 s and CLS 0.05', () => {
    expect(failures([page('Home', [run(900), run(1100), run(1000)])])).toEqual([])
  })
  it('fails a judged page above 1.0 s, but only reports an unjudged one', () => {
    expect(failures([page('Home', [run(900), run(1100), run(1200)])])).toEqual(['Home: median LCP 1.10 s > 1.00 s'])
    expect(failures([page('paystep', [run(5000)], false)])).toEqual([])
  })
  it('fails a median CLS above 0.05', () => {
    expect(failures([page('Buy', [run(500, 0.06), run(500, 0.07), run(500, 0)])])).toEqual(['Buy: median CLS 0.060 > 0.05'])
  })
  it('fails any run without an LCP entry, on every page', () => {
    expect(failures([page('paystep', [run(500), run(null)], false)])).toEqual(['paystep: no LCP entry in 1 of 2 runs'])
  })
  it('fails a judged page that had painted nothing by the load event', () => {
    expect(failures([page('Home', [run(500), run(600, 0, false)])])).toEqual(['Home: no LCP entry yet at the load event in 1 of 2 runs'])
  })
  it('reports the median ready time of a page that names one, and judges nothing by it', () => {
    const paystep: PageResult = {
      ...page(
        'paystep',
        [
          { ...run(1500), ready: 1900 },
          { ...run(1600), ready: 2100 },
          { ...run(1700), ready: 2000 },
        ],
        false,
      ),
      readyLabel: 'QR drawn',
    }
    expect(formatTable([paystep, page('Home', [run(500)])])).toMatch(/paystep .* QR drawn 2\.00 s .*\n.*Home .* - /)
    expect(failures([paystep])).toEqual([])
  })
})
