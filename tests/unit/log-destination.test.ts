import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { linesPerTurn } from '../../server/http/log-destination'

const run = promisify(execFile)
const nextTurn = () => new Promise((resolve) => setImmediate(resolve))

/** Runs `body` as a module that has pino logging to stdoutPerTurn(); resolves with its stdout and exit code. */
async function logInChild(body: string): Promise<{ stdout: string; code: number }> {
  const source = [
    "import pino from 'pino'",
    "import { stdoutPerTurn } from './server/http/log-destination.ts'",
    'const log = pino({ base: null, timestamp: false }, stdoutPerTurn())',
    body,
  ].join('\n')
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', source])
    return { stdout, code: 0 }
  } catch (error) {
    const failed = error as { stdout: string; code: number }
    return { stdout: failed.stdout, code: failed.code }
  }
}

describe('log lines written once per event-loop turn', () => {
  it('hands the lines of one turn to the destination as one write at its end, in order', async () => {
    const writes: string[] = []
    const destination = linesPerTurn({ write: (chunk) => void writes.push(chunk) })
    destination.write('a\n')
    destination.write('b\n')
    await Promise.resolve()
    destination.write('c\n')
    expect(writes).toEqual([])
    await nextTurn()
    expect(writes).toEqual(['a\nb\nc\n'])
    destination.write('d\n')
    await nextTurn()
    expect(writes).toEqual(['a\nb\nc\n', 'd\n'])
  })

  it("writes what is held when pino's logger.flush is called, and then calls its callback", async () => {
    const writes: string[] = []
    const log = pino({ base: null, timestamp: false }, linesPerTurn({ write: (chunk) => void writes.push(chunk) }))
    log.info('held')
    await new Promise<void>((resolve) => log.flush(() => resolve()))
    expect(writes.map((chunk) => JSON.parse(chunk).msg)).toEqual(['held'])
  })

  it('writes nothing for a turn without lines', async () => {
    const writes: string[] = []
    const destination = linesPerTurn({ write: (chunk) => void writes.push(chunk) })
    destination.flush()
    await nextTurn()
    expect(writes).toEqual([])
  })

  it('writes the lines held when the process exits, by process.exit or by an uncaught error', async () => {
    const exited = await logInChild("log.info('first'); log.info('second'); process.exit(3)")
    expect(exited.code).toBe(3)
    expect(
      exited.stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line).msg),
    ).toEqual(['first', 'second'])

    const crashed = await logInChild("log.info('before the crash'); throw new Error('boom')")
    expect(crashed.code).toBe(1)
    expect(JSON.parse(crashed.stdout.trim()).msg).toBe('before the crash')
  }, 30_000)
})
