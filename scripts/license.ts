// `npm run license -- verify <file> [--machine <code>] [--key <pem>] [--at <time>]` | `npm run license -- keygen`
// (scripts/license-command.ts).
import { runLicenseCommand } from './license-command'

const result = await runLicenseCommand(process.argv.slice(2))
// A judged file (valid or not) is a report on stdout; a file or call that could not be judged is an error on stderr.
;(result.exitCode === 2 ? console.error : console.log)(result.output)
process.exitCode = result.exitCode
