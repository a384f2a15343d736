// Real server processes (server/main.ts) for the multi-process suites: started on a free port with the environment
// given, ready once /api/health answers, stopped with SIGTERM (then SIGKILL); `call` sends JSON to one of them.
import { spawn, type ChildProcess } from 'node:child_process'
import { freePort } from '../../../tools/free-port'

export interface ServerProcess {
  base: string
  child: ChildProcess
  /** What the process wrote so far (its log lines at LOG_LEVEL, warn by default, and anything on stderr). */
  output: () => string
}

/** env.PORT: a port chosen beforehand (e.g. the one PUBLIC_BASE_URL names); else a free one. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DEV_NO_SPA: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const chunks: string[] = []
  child.stdout?.on('data', (chunk) => chunks.push(String(chunk)))
  child.stderr?.on('data', (chunk) => chunks.push(String(chunk)))
  const output = () => chunks.join('')
  const base = `http://127.0.0.1:${port}`
  let last = ''
  for (const deadline = Date.now() + 90_000; Date.now() < deadline; ) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output()}`)
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok || `health answered ${r.status}`,
      (error: Error) => `health: ${error.message} ${String((error.cause as Error | undefined)?.message ?? '')}`,
    )
    if (up === true) return { base, child, output }
    last = up
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  child.kill('SIGKILL')
  throw new Error(`server did not start (${last}): ${output()}`)
}

export async function stopServerProcess(server: ServerProcess | undefined) {
  if (!server || server.child.exitCode !== null) return
  const exited = new Promise((resolve) => server.child.once('exit', resolve))
  server.child.kill('SIGTERM')
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))])
  if (server.child.exitCode === null) server.child.kill('SIGKILL')
}

export interface ProcessAnswer {
  status: number
  code: number
  msg: string
  data: any
}

export async function callProcess(
  server: ServerProcess,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<ProcessAnswer> {
  const response = await fetch(`${server.base}${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
  const json = (await response.json()) as { code: number; msg: string; data: any }
  return { status: response.status, ...json }
}
