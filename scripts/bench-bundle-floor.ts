// `npm run bench:bundle:floor`: the least JS a page can load that runs the libraries the brief prescribes, before any
// code or text of the app. Builds, with the app's Vite and the app's Chakra system, one page per set of libraries: a
// button that reads a translated text, a machine's state and a query's answer, inside Chakra, the router and the
// query client; then the same page without each library in turn, and React DOM alone. Prints each page's JS as gzip
// bytes (as `npm run bench:bundle` counts Home's) beside issue 19's 150 kB target.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { build, type Rollup } from 'vite'

export const HOME_TARGET_GZIP_BYTES = 150_000

/** One prescribed library as a page uses it: imports, module set-up, hook lines, elements, and a provider around. */
export interface FloorPiece {
  name: string
  imports: string[]
  setup?: string[]
  hooks?: string[]
  elements?: string[]
  provider?: [open: string, close: string]
}

const APP_SYSTEM = resolve('src/theme/app-system.ts')

export const FLOOR_PIECES: FloorPiece[] = [
  {
    name: 'Chakra UI (the app system, Box, Button)',
    imports: [`import { Box, Button, ChakraProvider } from '@chakra-ui/react'`, `import { appSystem } from '${APP_SYSTEM}'`],
    elements: ['<Box p="4"><Button onClick={() => undefined}>{label}</Button></Box>'],
    provider: ['<ChakraProvider value={appSystem}>', '</ChakraProvider>'],
  },
  {
    name: 'TanStack Router',
    imports: [`import { createRootRoute, createRoute, createRouter, Link, Outlet, RouterProvider } from '@tanstack/react-router'`],
    elements: ['<Link to="/">home</Link>', '<Outlet />'],
  },
  {
    name: 'TanStack Query',
    imports: [`import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'`],
    setup: ['const queryClient = new QueryClient()'],
    hooks: [`const answer = useQuery({ queryKey: ['floor'], queryFn: read })`],
    elements: ['<output>{String(answer.data)}</output>'],
    provider: ['<QueryClientProvider client={queryClient}>', '</QueryClientProvider>'],
  },
  {
    name: 'i18next and react-i18next',
    imports: [`import i18next from 'i18next'`, `import { initReactI18next, useTranslation } from 'react-i18next'`],
    setup: [`void i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { floor: { hi: 'Hello' } } } })`],
    hooks: [`const { t } = useTranslation('floor')`],
    elements: [`<span>{t('hi')}</span>`],
  },
  {
    name: 'XState and @xstate/react',
    imports: [`import { createActor, setup } from 'xstate'`, `import { useSelector } from '@xstate/react'`],
    setup: [
      `const machine = setup({ types: {} as { events: { type: 'floor.go' } } }).createMachine({ initial: 'idle', states: { idle: { on: { 'floor.go': 'done' } }, done: {} } })`,
      'const actor = createActor(machine).start()',
    ],
    hooks: ['const state = useSelector(actor, (snapshot) => String(snapshot.value))'],
    elements: [`<button type="button" onClick={() => actor.send({ type: 'floor.go' })}>{state}</button>`],
  },
  {
    name: 'openapi-fetch',
    imports: [`import createClient from 'openapi-fetch'`],
    setup: [`const api = createClient<Record<string, never>>({ baseUrl: '/api' })`],
    elements: [`<button type="button" onClick={() => void api.GET('/floor' as never)}>call</button>`],
  },
]

/** The page's source with these pieces (React DOM is always there). */
export function floorEntry(pieces: FloorPiece[]): string {
  const has = (name: string) => pieces.some((piece) => piece.name === name)
  const withRouter = has('TanStack Router')
  const lines = [
    `import { createRoot } from 'react-dom/client'`,
    ...pieces.flatMap((piece) => piece.imports),
    `const read = async () => (await fetch('/floor')).text()`,
    `const label = 'floor'`,
    ...pieces.flatMap((piece) => piece.setup ?? []),
    'function Page() {',
    ...pieces.flatMap((piece) => piece.hooks ?? []),
    `  return <main>{label}${pieces.flatMap((piece) => piece.elements ?? []).join('')}</main>`,
    '}',
  ]
  if (withRouter) {
    lines.push(
      'const rootRoute = createRootRoute({ component: Page })',
      `const router = createRouter({ routeTree: rootRoute.addChildren([createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => null })]) })`,
    )
  }
  const inner = withRouter ? '<RouterProvider router={router} />' : '<Page />'
  const tree = pieces.reduceRight(
    (element, piece) => (piece.provider ? `${piece.provider[0]}${element}${piece.provider[1]}` : element),
    inner,
  )
  lines.push(`createRoot(document.getElementById('root')!).render(${tree})`)
  return `${lines.join('\n')}\n`
}

/** Gzip bytes of the JS a build of this entry writes (every chunk: the page loads them all). */
async function builtGzipBytes(entryFile: string): Promise<number> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    plugins: [react()],
    build: { write: false, minify: true, rolldownOptions: { input: entryFile } },
  })
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[]
  return outputs
    .flatMap((output) => output.output)
    .filter((item): item is Rollup.OutputChunk => item.type === 'chunk')
    .reduce((sum, chunk) => sum + gzipSync(chunk.code).length, 0)
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`

async function main(): Promise<void> {
  const dir = resolve('.tmp/bundle-floor')
  mkdirSync(dir, { recursive: true })
  try {
    const variants: [string, FloorPiece[]][] = [
      ['all prescribed libraries', FLOOR_PIECES],
      ...FLOOR_PIECES.map((left): [string, FloorPiece[]] => [`without ${left.name}`, FLOOR_PIECES.filter((piece) => piece !== left)]),
      ['React DOM alone', []],
    ]
    const rows: [string, number][] = []
    for (const [index, [label, pieces]] of variants.entries()) {
      const file = join(dir, `floor-${index}.tsx`)
      writeFileSync(file, floorEntry(pieces))
      rows.push([label, await builtGzipBytes(file)])
    }
    const [, all] = rows[0]
    console.log(`Least JS a page running the prescribed libraries loads (gzip, no app code or text); target ${kB(HOME_TARGET_GZIP_BYTES)}:`)
    for (const [label, bytes] of rows) {
      const share = label === 'all prescribed libraries' ? '' : `  (${kB(all - bytes)} less)`
      console.log(`${kB(bytes).padStart(9)}  ${label}${label.startsWith('without') ? share : ''}`)
    }
    console.log(
      all > HOME_TARGET_GZIP_BYTES
        ? `The libraries alone are ${kB(all - HOME_TARGET_GZIP_BYTES)} above the target.`
        : `The libraries alone leave ${kB(HOME_TARGET_GZIP_BYTES - all)} for the app's code and texts.`,
    )
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main()
