// `npm run test:mutation [-- --mutate machines/<name>.ts ...]` or `MUTATE=sms-code,agreement-gate npm run test:mutation`:
// StrykerJS over machines/*.ts with their Vitest suites (vitest.mutation.config.ts). One machine takes minutes on
// 2 cores, so it is not part of `npm test`; the incremental file (reports/, git-ignored) keeps reruns short.
import { spawnSync } from 'node:child_process'

const args = process.argv.slice(2)
const files = []
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--mutate' || args[i] === '-m') files.push(...args[i + 1].split(','))
  else if (args[i].startsWith('--mutate=')) files.push(...args[i].slice('--mutate='.length).split(','))
}
const fromEnv = (process.env.MUTATE ?? '')
  .split(',')
  .filter(Boolean)
  .map((name) => `machines/${name.replace(/\.ts$/, '')}.ts`)
const extra = fromEnv.length > 0 && files.length === 0 ? ['--mutate', fromEnv.join(',')] : []
const names = [...files, ...fromEnv].map((file) => file.replace(/^.*\//, '').replace(/\.ts(:.*)?$/, ''))

const result = spawnSync('npx', ['stryker', 'run', ...args, ...extra], {
  stdio: 'inherit',
  env: { ...process.env, MUTATION_MACHINES: names.join(',') },
})
process.exit(result.status ?? 1)
