// A server under measurement in a child process of its own (the load generator stays in the parent), started on a
// free port and stopped with SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process'
import { freePort } from '../free-port'

export interface ServerProcess {
  baseUrl: string
  stop: () => Promise<void>
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: string[], timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}\n${output.join('')}`)
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no /api/health within ${timeoutMs} ms\n${output.join('')}`)
}

/** Starts `node --import tsx <entry>`; its stdout (the request log) is discarded, as a log shipper would take it. */
export async function startServerProcess(entry: string, env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort()
  const output: string[] = []
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  child.stderr?.on('data', (chunk) => output.push(String(chunk)))
  const baseUrl = `http://127.0.0.1:${port}`
  try {
    await waitForHealth(baseUrl, child, output, 120_000)
  } catch (error) {
    child.kill('SIGKILL')
    throw error
  }
  return {
    baseUrl,
    stop: async () => {
      if (child.exitCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
      if (child.exitCode === null) child.kill('SIGKILL')
    },
  }
}
