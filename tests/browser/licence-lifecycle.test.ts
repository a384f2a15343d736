// The licence life in Chromium against the real server, in zh-CN, en and zh-TW: an order paid through the wizard;
// on the licence tab a licence is created for a machine code after the warning; its file downloads and the CLI
// verifier (npm run license -- verify) accepts it for that machine with the published key and refuses it for another;
// the tab's inspector calls it genuine and a copy with one byte changed not genuine; a trial licence is requested on
// the Buy page's free-trial view and is listed on the tab, and the same trial again for that computer is refused. Axe on the tab, the creation dialog (with a line's hover reason showing in its tooltip) and the trial dialog.
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { Download, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeViolations } from './support/axe'
import { logInOnPage, useBrowserSuite, type Locale } from './support/browser-suite'
import { buyThroughWizard } from './support/wizard-purchase'

const suite = useBrowserSuite()
const run = promisify(execFile)

const LOCALES: Array<[Locale, string]> = [
  ['zh-CN', '13766665201'],
  ['en', '13766665202'],
  ['zh-TW', '13766665203'],
]

/** The hover reason of a line before any machine code is typed (portal.md §5: '请输入机器码'). */
const MACHINE_CODE_FIRST: Record<Locale, string> = {
  'zh-CN': '请输入机器码',
  en: 'Please enter the machine code',
  'zh-TW': '請輸入機器碼',
}

const WARNING: Record<Locale, RegExp> = {
  'zh-CN': /不能撤销|不可撤销/,
  en: /revoked/i,
  'zh-TW': /不能撤銷|不可撤銷/,
}

/** `npm run license -- verify` as a support engineer runs it: exit code and output. */
async function verifyWithCli(file: string, machine: string, key: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout } = await run('node', ['--import', 'tsx', 'scripts/license.ts', 'verify', file, '--machine', machine, '--key', key])
    return { code: 0, output: stdout }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, output: failed.stdout + failed.stderr }
  }
}

async function downloadOf(page: Page, click: () => Promise<void>): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 15_000 }), click()])
  return download
}

async function inspect(page: Page, name: string, text: string): Promise<string | null> {
  await page.getByTestId('license-inspector-file').setInputFiles({ name, mimeType: 'application/octet-stream', buffer: Buffer.from(text) })
  const verdict = page.getByTestId('license-inspector-verdict')
  await expect.poll(() => verdict.getAttribute('data-verdict'), { timeout: 10_000 }).not.toBe('checking')
  return verdict.getAttribute('data-verdict')
}

describe('the licence lifecycle in the browser', () => {
  for (const [locale, phone] of LOCALES) {
    it(`${locale}: paid → licence created after the warning → downloaded → verified by the CLI and the inspector → tampered refused → trial`, async () => {
      const page = await suite.openPage(locale)
      const base = suite.baseUrl()
      await logInOnPage(page, base, phone)
      await buyThroughWizard(page, base, phone)

      await page.goto(`${base}/pc/PersonalCenter?value=1`)
      await page.getByTestId('licences-prompt').waitFor()
      expect(await axeViolations(page)).toEqual([])

      const machine = `MC-${locale}-${phone.slice(-4)}-A1B2C3`
      await page.getByTestId('licences-create').click()
      const dialog = page.getByTestId('license-dialog')
      await dialog.waitFor()
      // No machine code yet: the line cannot be ticked, and why shows in a tooltip on hover over its disabled tick,
      // and on keyboard focus (Tab from the machine code lands on the refused line's wrapper).
      const reasonOf = dialog.locator('[data-testid^="license-reason-"]').first()
      const tooltip = page.getByRole('tooltip')
      await reasonOf.hover()
      await expect.poll(() => tooltip.textContent()).toBe(MACHINE_CODE_FIRST[locale])
      expect(await reasonOf.getAttribute('aria-describedby')).toBe(await tooltip.getAttribute('id'))
      expect(await axeViolations(page)).toEqual([])
      await page.mouse.move(0, 0)
      await expect.poll(() => tooltip.count()).toBe(0)
      await dialog.getByTestId('license-machine-code').focus()
      await page.keyboard.press('Tab')
      await expect.poll(() => reasonOf.evaluate((element) => element === document.activeElement)).toBe(true)
      await expect.poll(() => tooltip.textContent()).toBe(MACHINE_CODE_FIRST[locale])
      // The reason goes with the machine code, and its tooltip with it at once, not fading out without text (axe's
      // aria-tooltip-name): animations slowed fifty times, a fading tooltip would stay for seconds.
      const animations = await page.context().newCDPSession(page)
      await animations.send('Animation.enable')
      await animations.send('Animation.setPlaybackRate', { playbackRate: 0.02 })
      await dialog.getByTestId('license-machine-code').fill(machine)
      await expect.poll(() => tooltip.count(), { timeout: 1_000 }).toBe(0)
      await animations.send('Animation.setPlaybackRate', { playbackRate: 1 })
      await animations.detach()
      // With the machine code, the line can be ticked: no reason, no tab stop of its own.
      expect(await reasonOf.getAttribute('tabindex')).toBeNull()
      await dialog.locator('[data-testid^="license-tick-"]').first().click()
      expect(await axeViolations(page)).toEqual([])
      await dialog.getByTestId('license-confirm').click()
      await expect.poll(() => dialog.getByTestId('license-warning-text').textContent()).toMatch(WARNING[locale])
      await dialog.getByTestId('license-warning-accept').click()
      await dialog.getByTestId('license-success').waitFor({ timeout: 15_000 })
      await dialog.getByTestId('license-done').click()
      await expect.poll(() => dialog.count()).toBe(0)

      const row = page.getByTestId('licence-row').filter({ hasText: machine })
      await row.waitFor()
      await expect.poll(() => row.getByTestId('licence-product').textContent()).toContain('SummitMap')
      const download = await downloadOf(page, () => row.getByTestId('licence-download').click())
      const text = readFileSync((await download.path())!, 'utf8')
      expect(download.suggestedFilename()).toMatch(/\.lic$/)

      const folder = mkdtempSync(join(tmpdir(), 'licence-browser-'))
      const file = join(folder, download.suggestedFilename())
      writeFileSync(file, text)
      const key = join(folder, 'public.pem')
      writeFileSync(key, await (await fetch(`${base}/pc/license-public-key.pem`)).text())
      const good = await verifyWithCli(file, machine, key)
      expect(good.code, good.output).toBe(0)
      expect(good.output).toContain(machine)
      const otherMachine = await verifyWithCli(file, `${machine}-X`, key)
      expect(otherMachine.code, otherMachine.output).toBe(1)

      expect(await inspect(page, download.suggestedFilename(), text)).toBe('valid')
      await expect.poll(() => page.getByTestId('license-inspector-fields').textContent()).toContain(machine)
      // One byte of the signed fields changed: the machine code's last character.
      const tampered = text.replace(machine, `${machine.slice(0, -1)}4`)
      expect(tampered).not.toBe(text)
      expect(await inspect(page, 'tampered.lic', tampered)).toBe('not-genuine')
      writeFileSync(file, tampered)
      expect((await verifyWithCli(file, machine, key)).code).toBe(1)
      expect(await axeViolations(page)).toEqual([])

      await page.goto(`${base}/pc/Buy?value=free`)
      await page.getByTestId('buy-trial-request').click()
      const trial = page.getByTestId('trial-licence-dialog')
      await trial.waitFor()
      await trial.getByTestId('trial-licence-machine').fill(machine)
      expect(await axeViolations(page)).toEqual([])
      await trial.getByTestId('trial-licence-submit').click()
      await trial.getByTestId('trial-licence-success').waitFor({ timeout: 15_000 })
      await trial.getByTestId('trial-licence-licences-link').click()
      await page.waitForURL(/\/pc\/PersonalCenter\?value=1/)
      await expect.poll(() => page.getByTestId('licence-row').filter({ hasText: machine }).count(), { timeout: 15_000 }).toBe(2)
      await expect.poll(() => page.getByTestId('licence-row').filter({ hasText: '试用版' }).count()).toBe(1)

      // While that trial holds, the same trial for the same computer is refused with the server's reason.
      await page.goto(`${base}/pc/Buy?value=free`)
      await page.getByTestId('buy-trial-request').click()
      await trial.getByTestId('trial-licence-machine').fill(machine)
      await trial.getByTestId('trial-licence-submit').click()
      await trial.getByTestId('trial-licence-refusal').waitFor()
      expect(await trial.getByTestId('trial-licence-success').count()).toBe(0)
    })
  }
})
