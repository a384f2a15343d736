import { findMachine, machineRegistry } from '../tools/machine-model/registry'
import {
  formatMarkdown,
  formatText,
  toJson,
  variantPaths,
  type ReportStrategy,
  type VariantPaths,
} from '../tools/machine-model/path-report'
import { PathBudgetError } from '../tools/machine-model/paths'

/**
 * `npm run paths -- <machine> [--strategy transitions|shortest|simple] [--format text|json|md] [--variant <name>]`:
 * the paths the harness generates for a machine of machines/ (see tools/machine-model/registry.ts). In-process so tests can
 * call it; scripts/paths.ts is the command line.
 */

export interface CommandResult {
  code: number
  stdout: string
  stderr: string
}

const STRATEGIES: ReportStrategy[] = ['transitions', 'shortest', 'simple']
const FORMATS = ['text', 'json', 'md'] as const

export const PATHS_USAGE = [
  'usage: npm run paths -- <machine> [--strategy transitions|shortest|simple] [--format text|json|md] [--variant <name>]',
  '                        [--refusals on|off] [--budget <steps>]',
  '  <machine>   a file name of machines/ (e.g. phone-login) or a machine id (e.g. phoneLogin); "all" for every machine',
  '  --strategy  transitions (default: every transition, reached by a shortest path), shortest (one shortest path to',
  '              each state), simple (every path visiting no state twice; refused beyond --budget traversal steps)',
  '  --refusals  on (default): with transitions, also a path per state and event a guard refuses there (nothing changes)',
].join('\n')

const machineList = (): string =>
  machineRegistry.map((entry) => `  ${entry.id.padEnd(22)} ${entry.machine.id.padEnd(20)} ${entry.summary}`).join('\n')

function fail(message: string, withList = false): CommandResult {
  return { code: 1, stdout: '', stderr: `${message}\n${withList ? `machines:\n${machineList()}\n` : ''}\n${PATHS_USAGE}\n` }
}

export function runPathsCommand(argv: readonly string[]): CommandResult {
  const positional: string[] = []
  const flags = new Map<string, string>()
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (arg === '--help' || arg === '-h') return { code: 0, stdout: `${PATHS_USAGE}\nmachines:\n${machineList()}\n`, stderr: '' }
    if (arg.startsWith('--')) {
      const [name, inline] = arg.slice(2).split('=', 2)
      const value = inline ?? argv[++i]
      if (value === undefined) return fail(`Option --${name} needs a value`)
      flags.set(name, value)
    } else positional.push(arg)
  }
  for (const name of flags.keys()) {
    if (!['strategy', 'format', 'variant', 'budget', 'refusals'].includes(name)) return fail(`Unknown option --${name}`)
  }
  if (positional.length !== 1)
    return fail(positional.length ? `One machine at a time (got ${positional.join(', ')})` : 'Which machine?', true)
  const strategy = (flags.get('strategy') ?? 'transitions') as ReportStrategy
  if (!STRATEGIES.includes(strategy)) return fail(`Unknown strategy "${strategy}" (${STRATEGIES.join(', ')})`)
  const format = flags.get('format') ?? 'text'
  if (!(FORMATS as readonly string[]).includes(format)) return fail(`Unknown format "${format}" (${FORMATS.join(', ')})`)
  const budget = flags.has('budget') ? Number(flags.get('budget')) : undefined
  if (budget !== undefined && !(budget > 0)) return fail(`--budget must be a positive number`)

  const refusals = flags.get('refusals') ?? 'on'
  if (refusals !== 'on' && refusals !== 'off') return fail(`--refusals is on or off`)

  const name = positional[0]
  const entries = name === 'all' ? [...machineRegistry] : [findMachine(name)].filter((entry) => entry !== undefined)
  if (entries.length === 0) return fail(`Unknown machine "${name}".`, true)
  const wanted = flags.get('variant')
  const groups: VariantPaths[] = []
  try {
    for (const entry of entries) {
      const variants = entry.variants.filter((variant) => wanted === undefined || variant.name === wanted)
      if (variants.length === 0) {
        return fail(`Machine ${entry.id} has no variant "${wanted}" (variants: ${entry.variants.map((v) => `"${v.name}"`).join(', ')})`)
      }
      for (const variant of variants) groups.push(variantPaths(entry, variant, strategy, budget, refusals === 'on'))
    }
  } catch (error) {
    if (error instanceof PathBudgetError) return fail(error.message)
    throw error
  }
  const stdout = format === 'json' ? `${toJson(groups)}\n` : format === 'md' ? `${formatMarkdown(groups)}\n` : formatText(groups)
  return { code: 0, stdout, stderr: '' }
}
