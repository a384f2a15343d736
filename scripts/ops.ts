// `npm run ops -- invoice list | issue <id> | reject <id> "<remark>"`: the finance clerk's decisions (server/ops/).
// Works beside a running `npm start` on the embedded database (through its operator socket) and on PostgreSQL.
import { ConfigError } from '../server/config-error'
import { OperatorChannelError } from '../server/ops/operator-socket'
import { operate } from '../server/ops/operator-client'

try {
  const answer = await operate(process.argv.slice(2))
  ;(answer.ok ? console.log : console.error)(answer.output)
  process.exitCode = answer.ok ? 0 : 1
} catch (error) {
  if (!(error instanceof ConfigError || error instanceof OperatorChannelError)) throw error
  console.error(`ops: ${error.message}`)
  process.exitCode = 1
}
