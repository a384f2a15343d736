// What build plugins read from the bundle: its chunks, and the chunks one needs (it and what it imports, statically).
import type { Rolldown } from 'vite'

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
