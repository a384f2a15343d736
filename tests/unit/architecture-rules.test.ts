// The architecture rules of eslint.config.js refuse the arrows docs/ARCHITECTURE.md forbids and allow the ones it lists.
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint({ cwd: process.cwd() })

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return result.messages.filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message)
}

describe('architecture rules (npm run lint)', { timeout: 60_000 }, () => {
  it.each([
    ['a feature imports another feature', 'src/features/home/probe.ts', "import '../cart/cart-page'"],
    ['the server imports the app', 'server/probe.ts', "import '../src/api/api-error'"],
    ['a machine imports the app', 'machines/probe.ts', "import '../src/api/api-error'"],
    ['domain imports a machine', 'domain/probe.ts', "import '../machines/session'"],
    ['a script imports a test file', 'scripts/probe.ts', "import '../tests/harness/execute'"],
    ['the app imports tests', 'src/api/probe.ts', "import '../../tests/harness/execute'"],
    ['shared app code imports a feature', 'src/api/probe.ts', "import '../features/home/home-page'"],
    ['a feature imports a route', 'src/features/home/probe.ts', "import '../../routes/Home'"],
    [
      'a feature other than the viewer imports machine tooling',
      'src/features/home/probe.ts',
      "import '../../../tools/machine-model/registry'",
    ],
    ['machine tooling imports the app', 'tools/machine-model/probe.ts', "import '../../src/api/api-error'"],
    ['a type-only upward import', 'src/api/probe.ts', "import type { AppRouter } from '../app-router'\nexport type X = AppRouter"],
  ])('refuses: %s', async (_name, filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toHaveLength(1)
  })

  it.each([
    [
      'a feature imports its own folder and shared code',
      'src/features/cart/probe.ts',
      "import './cart-page'\nimport '../../components/confirm-dialog'\nimport '../../../domain/limits'",
    ],
    ['the server imports domain and generated', 'server/probe.ts', "import '../domain/limits'\nimport '../generated/api'"],
    ['a machine imports domain', 'machines/probe.ts', "import '../domain/limits'"],
    [
      'the machine viewer imports machine tooling',
      'src/features/machine-viewer/probe.ts',
      "import '../../../tools/machine-model/registry'",
    ],
    ['a route imports a feature', 'src/routes/probe.tsx', "import '../features/cart/cart-page'"],
    [
      'a test imports tools and the app',
      'tests/unit/probe.ts',
      "import '../../tools/machine-model/registry'\nimport '../../src/api/api-error'",
    ],
  ])('allows: %s', async (_name, filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual([])
  })
})
