// One Chromium per test worker, shared by the files the worker runs one after another (vitest.browser.config.ts sets
// isolate: false): a launch costs about 1 s of CPU, and there are 39 files. Each file opens contexts of its own and
// closes them when it ends; Playwright ends the browser with the worker process.
import type { Browser } from 'playwright-core'
import { launchChromium } from '../../../tools/browser/chromium'

let launched: Promise<Browser> | undefined

export function workerChromium(): Promise<Browser> {
  launched ??= launchChromium().then((browser) => {
    browser.on('disconnected', () => (launched = undefined))
    return browser
  })
  return launched
}

/** Closes every context a file opened, leaving the browser to the worker's next file. */
export async function closeContexts(browser: Browser | undefined): Promise<void> {
  await Promise.all(browser?.contexts().map((context) => context.close()) ?? [])
}
