// Browser tests drive Debian's Chromium; install it with apt when it is missing (npx playwright install cannot work here).
import { existsSync } from 'node:fs'
import { execSync } from 'node:child_process'

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return
  console.log(`[ensure-chromium] ${CHROMIUM} is missing: installing Debian's chromium with apt (this can take a few minutes)`)
  const sudo = process.getuid && process.getuid() !== 0 ? 'sudo ' : ''
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execSync(`${sudo}apt-get update -qq`, { stdio: 'inherit', env })
  execSync(`${sudo}apt-get install -y -qq --no-install-recommends chromium fonts-noto-cjk`, { stdio: 'inherit', env })
  if (!existsSync(CHROMIUM)) throw new Error(`apt finished but ${CHROMIUM} still does not exist`)
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium()
