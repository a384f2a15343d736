import { existsSync, statSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

/** The file a relative import names (with the extensions and index files TypeScript tries); null for a package. */
export function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null
  const base = resolve(dirname(from), specifier)
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  return null
}
