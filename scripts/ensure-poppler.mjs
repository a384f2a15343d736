// The invoice PDF tests read the files back with pdftotext, pdffonts and friends (Debian poppler-utils): install it
// with apt when pdftotext is missing, as ensure-chromium.mjs does for the browser.
import { execSync, spawnSync } from 'node:child_process'

/** Whether pdftotext runs here. */
export function hasPdftotext() {
  return spawnSync('pdftotext', ['-v'], { stdio: 'ignore' }).error === undefined
}

export function ensurePoppler() {
  if (hasPdftotext()) return
  console.log("[ensure-poppler] pdftotext is missing: installing Debian's poppler-utils with apt")
  const sudo = process.getuid && process.getuid() !== 0 ? 'sudo ' : ''
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execSync(`${sudo}apt-get update -qq`, { stdio: 'inherit', env })
  execSync(`${sudo}apt-get install -y -qq --no-install-recommends poppler-utils`, { stdio: 'inherit', env })
  if (!hasPdftotext()) throw new Error('apt finished but pdftotext still does not run')
}

if (import.meta.url === `file://${process.argv[1]}`) ensurePoppler()
