import { QueryClient } from '@tanstack/react-query'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { FeatureTabs } from '../../src/components/feature-tabs'
import { renderWithApp, startEachTestInZhCN } from './support/render-with-app'

// The feature tabs of the product pages follow the tabs pattern (WAI-ARIA APG): one Tab stop, arrow keys move between
// the tabs and select them, each tab names the panel it shows.
startEachTestInZhCN()
afterEach(cleanup)

const TABS = [
  { key: 'a', title: '多格式浏览', text: '打开常见格式' },
  { key: 'b', title: '量测工具', text: '距离与面积' },
  { key: 'c', title: '三维浏览', text: '地形与模型' },
]

describe('FeatureTabs', () => {
  it('is one Tab stop, names the panel it shows, and a click selects another', async () => {
    await renderWithApp(<FeatureTabs tabs={TABS} testId="ft" empty="无" />, new QueryClient())
    const tabs = () => screen.getAllByRole('tab')
    expect(tabs().map((tab) => tab.getAttribute('tabindex'))).toEqual(['0', '-1', '-1'])
    expect(tabs()[0]!.getAttribute('aria-selected')).toBe('true')
    const panel = screen.getByRole('tabpanel')
    expect(panel.getAttribute('aria-labelledby')).toBe(tabs()[0]!.id)
    expect(tabs()[0]!.getAttribute('aria-controls')).toBe(panel.id)
    expect(panel.textContent).toContain('打开常见格式')

    // The arrow keys: tests/browser/storefront-pages.test.ts (zag moves the focus in ways jsdom does not follow).
    fireEvent.click(tabs()[1]!)
    await waitFor(() => expect(tabs()[1]!.getAttribute('aria-selected')).toBe('true'))
    expect(tabs().map((tab) => tab.getAttribute('tabindex'))).toEqual(['-1', '0', '-1'])
    expect(screen.getByRole('tabpanel').textContent).toContain('距离与面积')
    expect(screen.getByRole('tabpanel').textContent).not.toContain('打开常见格式')
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tabs()[1]!.id)
  })

  it('says so when there is no feature', async () => {
    await renderWithApp(<FeatureTabs tabs={[]} testId="ft" empty="暂无功能介绍" />, new QueryClient())
    expect(screen.getByText('暂无功能介绍')).toBeTruthy()
    expect(screen.queryByRole('tablist')).toBeNull()
  })
})
