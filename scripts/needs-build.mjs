// True when dist/ is missing or older than any source the SPA is built from.
import { existsSync, statSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

const SOURCES = [
  'src',
  'domain',
  'machines',
  'tools/machine-model',
  'generated',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/prerender-pages.ts',
  'scripts/prerender',
  'package-lock.json',
]

function newestMtime(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)))
  return newest
}

export function needsBuild(root = process.cwd()) {
  const index = join(root, 'dist', 'index.html')
  if (!existsSync(index)) return true
  const built = statSync(index).mtimeMs
  return SOURCES.some((source) => newestMtime(join(root, source)) > built)
}
