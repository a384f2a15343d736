// A machine's loads test (tests/machines/<machine>.loads.test.ts) imports the machine inside its test, so that a
// mutant that makes the machine throw while it loads fails a test. StrykerJS's Vitest runner reads a file that fails
// to load as "no test failed": if anything the loads test imports at its top reaches the machine, the loads test
// fails to load with the rest and the mutant survives (the forum composer's samples did, 2026-12-01).
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { resolveImport } from '../support/resolve-import'

const root = resolve(new URL('../..', import.meta.url).pathname)
const machinesDir = join(root, 'machines')

/** The files a module loads at its top: its imports and re-exports, less the type-only ones (erased). */
function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest)
  return source.statements.flatMap((statement) => {
    const typeOnly =
      (ts.isImportDeclaration(statement) && statement.importClause?.isTypeOnly === true) ||
      (ts.isExportDeclaration(statement) && statement.isTypeOnly)
    if (typeOnly || !(ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement))) return []
    const specifier = statement.moduleSpecifier
    if (!specifier || !ts.isStringLiteral(specifier)) return []
    const target = resolveImport(file, specifier.text)
    return target ? [target] : []
  })
}

/** Every file a module loads before its first line runs, the module itself included. */
function loadedWith(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen
  seen.add(file)
  for (const next of staticImports(file)) loadedWith(next, seen)
  return seen
}

const loadsTests = readdirSync(join(root, 'tests/machines')).filter((name) => name.endsWith('.loads.test.ts'))

describe('loads tests import their machine only inside the test', () => {
  it('there is one per machine', () => {
    const machines = readdirSync(machinesDir).filter((name) => name.endsWith('.ts'))
    expect(loadsTests.map((name) => name.replace('.loads.test.ts', '.ts')).sort()).toEqual(machines.sort())
  })

  it.each(loadsTests)('%s reaches no machine through what it imports at the top', (name) => {
    const reached = [...loadedWith(join(root, 'tests/machines', name))].filter((file) => file.startsWith(`${machinesDir}/`))
    expect(reached.map((file) => relative(root, file))).toEqual([])
  })

  it('the check sees a machine reached through a sample module', () => {
    const reached = [...loadedWith(join(root, 'tools/machine-model/samples/forum-post-composer.ts'))]
    expect(reached.map((file) => relative(root, file))).toContain('machines/forum-post-composer.ts')
  })
})
