// `npm run machines:docs`: writes docs/machines/<machine>.md for every machine of tools/machine-model/registry.ts and the index.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { DOCS_DIR, renderAllDocs } from './machine-docs-render'

const files = renderAllDocs()
mkdirSync(DOCS_DIR, { recursive: true })
// A machine removed from the registry loses its page.
for (const name of readdirSync(DOCS_DIR)) {
  if (name.endsWith('.md') && !files.has(join(DOCS_DIR, name))) rmSync(join(DOCS_DIR, name))
}
for (const [path, content] of files) writeFileSync(path, content)
console.log(`wrote ${files.size} files in ${DOCS_DIR}/`)
