import { describe, expect, it } from 'vitest'
import { FLOOR_PIECES, floorEntry } from '../../scripts/bench-bundle-floor'

const piece = (name: string) => FLOOR_PIECES.find((candidate) => candidate.name.startsWith(name))!

describe('bench:bundle:floor', () => {
  it('puts every prescribed library on the full page, each one used, inside its provider', () => {
    const entry = floorEntry(FLOOR_PIECES)
    for (const module of [
      '@chakra-ui/react',
      '@tanstack/react-router',
      '@tanstack/react-query',
      'i18next',
      'react-i18next',
      'xstate',
      '@xstate/react',
      'openapi-fetch',
    ]) {
      expect(entry).toContain(`from '${module}'`)
    }
    expect(entry).toContain('src/theme/app-system.ts')
    expect(entry).toMatch(
      /render\(<ChakraProvider value=\{appSystem\}><QueryClientProvider client=\{queryClient\}><RouterProvider router=\{router\} \/><\/QueryClientProvider><\/ChakraProvider>\)/,
    )
    expect(entry).toContain(`const answer = useQuery(`)
    expect(entry).toContain(`useSelector(actor,`)
    expect(entry).toContain(`t('hi')`)
  })

  it('leaves a library out entirely, and renders the page itself without the router', () => {
    const entry = floorEntry([piece('TanStack Query'), piece('Chakra')])
    expect(entry).not.toContain('@tanstack/react-router')
    expect(entry).not.toContain('xstate')
    expect(entry).toContain(
      'render(<QueryClientProvider client={queryClient}><ChakraProvider value={appSystem}><Page /></ChakraProvider></QueryClientProvider>)',
    )
    expect(floorEntry([])).toContain('render(<Page />)')
  })
})
