// `npm start`: build the SPA when its sources changed, then run the API server (embedded database by default).
import { spawn, execSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { needsBuild } from './needs-build.mjs'

if (needsBuild()) {
  console.log('[start] building the site (vite build)…')
  execSync('npx vite build', { stdio: 'inherit' })
  // The public pages' prerendered HTML needs Chromium; without it those pages are served from index.html alone.
  if (existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
    execSync('node --import tsx scripts/prerender-pages.ts', { stdio: 'inherit' })
  } else console.log('[start] no Chromium: the public pages are not prerendered')
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)))
