// Mutation scores measured with `npm run test:mutation` (StrykerJS over machines/*.ts), one row per machine measured,
// rendered into docs/machines/README.md by `npm run machines:docs`. Update a row after a run: the numbers are
// Stryker's (reports/mutation/mutation.json); equivalent mutants are excluded in the machine file with
// `// Stryker disable next-line <mutator>: <reason>` comments and do not count.

export interface MutationScore {
  /** File name in machines/ without .ts. */
  machine: string
  mutants: number
  killed: number
  survived: number
  /** Mutants disabled as equivalent (no behaviour changes), each with its reason in the machine file. */
  equivalent: number
  /** Stryker's mutation score: killed (and timed out) / (mutants - equivalent), in %. */
  score: number
  date: string
  command: string
}

export const MUTATION_SCORES: MutationScore[] = [
  {
    machine: 'sms-code',
    mutants: 121,
    killed: 107,
    survived: 0,
    equivalent: 14,
    score: 100,
    date: '2026-11-23',
    command: 'npm run test:mutation -- --mutate machines/sms-code.ts',
  },
  {
    machine: 'prevent-double-click',
    mutants: 20,
    killed: 13,
    survived: 0,
    equivalent: 7,
    score: 100,
    date: '2026-11-23',
    command: 'npm run test:mutation -- --mutate machines/prevent-double-click.ts --concurrency 1',
  },
  {
    machine: 'cart-checkout',
    // 118 = 101 killed + 16 equivalent + 1 runtime error (a mutant that crashes the test runner; Stryker leaves it out).
    mutants: 118,
    killed: 101,
    survived: 0,
    equivalent: 16,
    score: 100,
    date: '2026-11-24',
    command: 'npm run test:mutation -- --mutate machines/cart-checkout.ts --concurrency 1',
  },
]

export const MUTATION_TARGET_PERCENT = 90
