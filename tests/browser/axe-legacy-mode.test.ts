// support/axe.ts checks a page without frames in axe's legacy mode (about half the time of the default): this holds
// only while both modes find the same violations on one document. A page with known violations, checked both ways,
// and then by the helper itself, which collects only violations and injects axe into a document once.
import AxeBuilder from '@axe-core/playwright'
import { expect, it } from 'vitest'
import { axeViolations } from './support/axe'
import { closeContexts, workerChromium } from './support/worker-chromium'

const PAGE = `<html lang="en"><head><title>t</title></head><body><main><h1>x</h1><img src="a.png">
<p style="color:#aaa;background:#fff">low contrast</p><button></button><input type="text"></main></body></html>`

type Result = { violations: { id: string; nodes: { target: unknown }[] }[] }
const found = (result: Result) => result.violations.map((v) => `${v.id} ${JSON.stringify(v.nodes.map((n) => n.target))}`).sort()

it('finds on a page without frames what the default mode finds', { timeout: 60_000 }, async () => {
  const browser = await workerChromium()
  try {
    const page = await (await browser.newContext()).newPage()
    await page.setContent(PAGE)
    expect(page.frames()).toHaveLength(1)
    const byDefault = found(await new AxeBuilder({ page }).analyze())
    const legacy = found(await new AxeBuilder({ page }).setLegacyMode(true).analyze())
    expect(byDefault.map((line) => line.split(' ')[0])).toEqual(['button-name', 'color-contrast', 'image-alt', 'label'])
    expect(legacy).toEqual(byDefault)
  } finally {
    await closeContexts(browser)
  }
})

it('finds the same with the helper, again in the same document and after it changed', { timeout: 60_000 }, async () => {
  const browser = await workerChromium()
  try {
    const page = await (await browser.newContext()).newPage()
    await page.setContent(PAGE)
    const rules = (lines: string[]) => lines.map((line) => line.split(':')[0]).sort()
    const first = await axeViolations(page)
    expect(rules(first)).toEqual(['button-name', 'color-contrast', 'image-alt', 'label'])
    expect(first.find((line) => line.startsWith('color-contrast'))).toMatch(/^color-contrast: p \(/)
    // The second pass runs on the axe already in the page: it must look at the document as it is now.
    expect(await axeViolations(page)).toEqual(first)
    await page.evaluate(() => document.querySelector('button')?.remove())
    expect(rules(await axeViolations(page))).toEqual(['color-contrast', 'image-alt', 'label'])
    // A new document gets axe again.
    await page.setContent(PAGE.replace('<img src="a.png">', ''))
    expect(rules(await axeViolations(page))).toEqual(['button-name', 'color-contrast', 'label'])
  } finally {
    await closeContexts(browser)
  }
})
