// Axe as every browser test runs it: after the animations (a dialog fading in has a translucent foreground for a
// moment: judge the contrast of what stays on screen), each violation named with its rule, its nodes and why.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'

export const animationsDone = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'))

export async function axeViolations(page: Page): Promise<string[]> {
  await animationsDone(page)
  const result = await new AxeBuilder({ page }).analyze()
  return result.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} (${node.any.map((check) => check.message).join('; ')})`).join(', ')}`,
  )
}
