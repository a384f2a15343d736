// `npm run dev`: the API server on PORT (8080) and Vite's dev server on 5173 proxying /api to it.
import { spawn } from 'node:child_process'

const children = [
  spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { stdio: 'inherit', env: { ...process.env, DEV_NO_SPA: '1' } }),
  spawn('npx', ['vite', '--port', '5173'], { stdio: 'inherit' }),
]
const stopAll = (signal) => children.forEach((child) => child.kill(signal))
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stopAll(signal)
    process.exit(0)
  })
children.forEach((child) =>
  child.on('exit', (code) => {
    stopAll('SIGTERM')
    process.exit(code ?? 0)
  }),
)
