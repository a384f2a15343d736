// What the build's own plugins share: the bundle's chunks, the chunks one needs (it and what it imports, statically),
// and a plugin that writes files from the finished bundle.
import { resolve } from 'node:path'
import type { Plugin, Rolldown } from 'vite'

export const bundleChunks = (bundle: Rolldown.OutputBundle): Rolldown.OutputChunk[] =>
  Object.values(bundle).filter((each): each is Rolldown.OutputChunk => each.type === 'chunk')

/** The given chunks and every chunk they import, as paths under the site's base, each once. */
export function chunksWithImports(bundle: Rolldown.OutputBundle, fileNames: readonly string[], base: string): string[] {
  const files = new Set<string>()
  const visit = (fileName: string) => {
    if (files.has(fileName)) return
    files.add(fileName)
    for (const imported of (bundle[fileName] as Rolldown.OutputChunk | undefined)?.imports ?? []) visit(imported)
  }
  fileNames.forEach(visit)
  return [...files].map((fileName) => `${base}${fileName}`)
}

/** A build-only plugin that writes files of its own from the finished bundle into the build's folder. */
export function writeFromBundle(
  name: string,
  write: (bundle: Rolldown.OutputBundle, site: { outDir: string; base: string }) => void,
): Plugin {
  const site = { outDir: '', base: '/' }
  return {
    name,
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      // resolve, not join: `vite build --outDir /tmp/x` (bench:bundle:packages) gives an absolute folder
      site.outDir = resolve(config.root, config.build.outDir)
      site.base = config.base
    },
    writeBundle(_options, bundle) {
      write(bundle, site)
    },
  }
}
