// Issue 12: the router, the routes, the session and the login feature form no import cycle, and those below the
// routes import no feature (the login feature no other feature). Type-only imports count: the cycle the review found
// closed through one (RouterContext).
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { resolveImport } from '../support/resolve-import'

const root = resolve(new URL('../..', import.meta.url).pathname)

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : []
  })
}

const files = ['src', 'machines', 'domain'].filter((dir) => existsSync(join(root, dir))).flatMap((dir) => sourceFiles(join(root, dir)))
const graph = new Map(
  files.map((file) => {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
    const targets = importedFiles.map((each) => resolveImport(file, each.fileName)).filter((each): each is string => each !== null)
    return [file, [...new Set(targets)]] as const
  }),
)
const rel = (file: string) => relative(root, file)

/** Strongly connected components with more than one file (Tarjan). */
function cycles(): string[][] {
  let counter = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (file: string) => {
    index.set(file, counter)
    low.set(file, counter++)
    stack.push(file)
    onStack.add(file)
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(file, Math.min(low.get(file)!, low.get(next)!))
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!))
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = []
      let member: string
      do {
        member = stack.pop()!
        onStack.delete(member)
        component.push(rel(member))
      } while (member !== file)
      if (component.length > 1) found.push(component.sort())
    }
  }
  for (const file of graph.keys()) if (!index.has(file)) visit(file)
  return found
}

describe('import graph around login and routing', () => {
  it('has no cycle through src/router, src/routes, src/session or src/features/login', () => {
    const ours = /^src\/(router|routes|session|features\/login|routeTree\.gen)/
    expect(cycles().filter((component) => component.some((file) => ours.test(file)))).toEqual([])
  })

  it('src/router and src/session import no feature, src/features/login no other feature', () => {
    const offending = [...graph].flatMap(([file, targets]) => {
      const from = rel(file)
      const allowedFeature = from.startsWith('src/features/login/') ? 'src/features/login/' : null
      if (!/^src\/(router|session|features\/login)\//.test(from)) return []
      return targets
        .map(rel)
        .filter((to) => to.startsWith('src/features/') && (allowedFeature === null || !to.startsWith(allowedFeature)))
        .map((to) => `${from} -> ${to}`)
    })
    expect(offending).toEqual([])
  })
})
