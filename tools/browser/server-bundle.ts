// server/main.ts as one ES module, for the many short-lived servers of the browser tests and build scripts. Under tsx a
// start resolves and loads each of the server's source files through its loader hooks: about 5 s of CPU a start on this
// 2-core machine, against 3.4 s for the same sources bundled once by esbuild (measured 2026-11-28, 3 starts each;
// docs/performance.md). Packages stay external (loaded from node_modules, as under tsx), and each source file keeps
// its own import.meta.url, so every path the server builds from it (migrations, openapi.yaml, keys, fonts) is the same.
import { renameSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build, type Plugin } from 'esbuild'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
// Inside the project, so that the bundle's package imports resolve from its node_modules.
const OUT_DIR = join(ROOT, 'node_modules', '.cache', 'summit-server')
const BUNDLE = join(OUT_DIR, 'main.mjs')
/** The source files the bundle was made from, to tell when it is stale. */
const INPUTS = join(OUT_DIR, 'inputs.json')

const ownFileUrls: Plugin = {
  name: 'own-file-urls',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => ({
      contents: (await readFile(args.path, 'utf8')).replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
      loader: 'ts',
    }))
  },
}

function isCurrent(): boolean {
  if (!existsSync(BUNDLE) || !existsSync(INPUTS)) return false
  const built = statSync(BUNDLE).mtimeMs
  const inputs = JSON.parse(readFileSync(INPUTS, 'utf8')) as string[]
  return inputs.every((input) => existsSync(join(ROOT, input)) && statSync(join(ROOT, input)).mtimeMs <= built)
}

/** The path of a bundle of the current server sources, made when missing or older than any of them. */
export async function ensureServerBundle(): Promise<string> {
  if (isCurrent()) return BUNDLE
  mkdirSync(OUT_DIR, { recursive: true })
  // Two test workers may build at once: each writes its own file and renames it into place.
  const building = `${BUNDLE}.${process.pid}.tmp`
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: ['server/main.ts'],
    outfile: building,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    metafile: true,
    logLevel: 'warning',
    plugins: [ownFileUrls],
  })
  writeFileSync(`${INPUTS}.${process.pid}.tmp`, JSON.stringify(Object.keys(result.metafile.inputs)))
  renameSync(`${INPUTS}.${process.pid}.tmp`, INPUTS)
  renameSync(building, BUNDLE)
  return BUNDLE
}
