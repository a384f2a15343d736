// Builds bench/bare-react (a bare React 19 page) with Vite into a temporary folder, to be served by the real server
// with DIST_DIR: the same static serving and compression as the SPA.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import react from '@vitejs/plugin-react'
import { build } from 'vite'

export async function buildBarePage(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'summit-bare-react-'))
  await build({
    configFile: false,
    root: join(process.cwd(), 'bench', 'bare-react'),
    base: '/pc/',
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  })
  return outDir
}
