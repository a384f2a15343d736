// Axe as every browser test runs it: after the animations (a dialog fading in has a translucent foreground for a
// moment: judge the contrast of what stays on screen), each violation named with its rule, its nodes and why.
// A page without frames is checked in legacy mode (axe.run in the page): the default (runPartial, then finishRun in
// a blank page it opens for every pass) takes 0.7-1.1 s a pass instead of 0.3-0.4 s (measured on /pc/Home,
// /pc/Service and /pc/AllProducts) and the layout check alone runs 300 passes. On one document both give the same
// result; a page with frames keeps the default, because legacy mode left a frame's violations out when tried.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'

export const animationsDone = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'))

export async function axeViolations(page: Page): Promise<string[]> {
  await animationsDone(page)
  const result = await new AxeBuilder({ page }).setLegacyMode(page.frames().length === 1).analyze()
  return result.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} (${node.any.map((check) => check.message).join('; ')})`).join(', ')}`,
  )
}
