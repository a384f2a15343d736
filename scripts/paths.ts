// `npm run paths -- <machine> [--strategy transitions|shortest|simple] [--format text|json|md]`: see paths-command.ts.
import { runPathsCommand } from './paths-command'

// Piped into head or less that quit early: stop quietly.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0)
  throw error
})

const started = performance.now()
const result = runPathsCommand(process.argv.slice(2))
process.stdout.write(result.stdout)
process.stderr.write(result.stderr)
if (result.code === 0 && process.env.PATHS_TIMING) process.stderr.write(`generated in ${(performance.now() - started).toFixed(0)} ms\n`)
process.exitCode = result.code
