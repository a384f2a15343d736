// Axe as every browser test runs it: after the animations (a dialog fading in has a translucent foreground for a
// moment: judge the contrast of what stays on screen), each violation named with its rule, its nodes and why.
// A page without frames is checked in legacy mode (axe.run in the page): the default (runPartial, then finishRun in
// a blank page it opens for every pass) takes 0.7-1.1 s a pass instead of 0.3-0.4 s (measured on /pc/Home,
// /pc/Service and /pc/AllProducts) and the layout check alone runs 300 passes. On one document both give the same
// result; a page with frames keeps the default, because legacy mode left a frame's violations out when tried.
// Two more savings, measured on /pc/Service and /pc/Home (docs/performance.md, 2026-11-29, fifth session):
// - only violations are collected in full (`resultTypes`): axe then keeps one node of each passed, incomplete or
//   inapplicable rule instead of all of them; the violations are the same. 0.45 → 0.26 s of CPU a pass.
// - in legacy mode axe's 550 kB source goes into a document once, not twice on every pass (AxeBuilder injects it
//   each time it analyses, given no other source): a page checked again after a resize or a route change costs
//   0.09-0.17 s instead of 0.26.
import AxeBuilder from '@axe-core/playwright'
import axe from 'axe-core'
import type { Page } from 'playwright-core'

export const animationsDone = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'))

/** What AxeBuilder injects when axe is already in the document: nothing (an empty source would mean its own). */
const ALREADY_INJECTED = ';'

async function builderFor(page: Page): Promise<AxeBuilder> {
  if (page.frames().length > 1) return new AxeBuilder({ page })
  if (!(await page.evaluate('typeof window.axe === "object"'))) await page.evaluate(axe.source)
  return new AxeBuilder({ page, axeSource: ALREADY_INJECTED }).setLegacyMode(true)
}

export async function axeViolations(page: Page): Promise<string[]> {
  await animationsDone(page)
  const result = await (await builderFor(page)).options({ resultTypes: ['violations'] }).analyze()
  return result.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} (${node.any.map((check) => check.message).join('; ')})`).join(', ')}`,
  )
}
