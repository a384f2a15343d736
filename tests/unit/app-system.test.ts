// The trimmed Chakra system (src/theme/app-system.ts) has the recipe of every Chakra component the app renders.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { APP_RECIPES, APP_SLOT_RECIPES, appSystem } from '../../src/theme/app-system'

const SRC = join(import.meta.dirname, '..', '..', 'src')

/** The recipes each Chakra export needs; [] for layout primitives without a recipe. */
const NEEDS: Record<string, string[]> = {
  Box: [],
  Flex: [],
  Stack: [],
  HStack: [],
  VStack: [],
  SimpleGrid: [],
  Grid: [],
  GridItem: [],
  Center: [],
  Image: [],
  Text: [],
  Portal: [],
  chakra: [],
  Span: [],
  Wrap: [],
  Spacer: [],
  AspectRatio: [],
  Container: ['container'],
  Button: ['button'],
  IconButton: ['button'],
  CloseButton: ['button'],
  Badge: ['badge'],
  Heading: ['heading'],
  Link: ['link'],
  Input: ['input'],
  Textarea: ['textarea'],
  Spinner: ['spinner'],
  Loader: ['spinner'],
  Icon: ['icon'],
  Checkbox: ['checkbox', 'checkmark'],
  Table: ['table'],
  List: ['list'],
  Tabs: ['tabs'],
  VisuallyHidden: [],
  useBreakpointValue: [],
  NativeSelect: ['nativeSelect'],
  Dialog: ['dialog'],
  Drawer: ['drawer'],
  DataList: ['dataList'],
  Field: ['field'],
  Code: ['code'],
  // Headless in Chakra v3 (no recipe): the page buttons are the app's IconButtons in a ButtonGroup (a Group).
  Pagination: [],
  ButtonGroup: [],
  QrCode: ['qrCode'],
  Separator: ['separator'],
  Skeleton: ['skeleton'],
  Toast: ['toast'],
  // Named parts rather than the Toast namespace, whose indicator pulls its icons into the chunk Home shares.
  ToastRoot: ['toast'],
  ToastTitle: ['toast'],
  Toaster: ['toast'],
  createToaster: [],
  Tooltip: ['tooltip'],
  ChakraProvider: [],
  createSystem: [],
  defaultBaseConfig: [],
  defineConfig: [],
  mergeConfigs: [],
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : []
  })
}

function chakraImports(): Set<string> {
  const names = new Set<string>()
  for (const file of sourceFiles(SRC)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]+)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const raw of match[1]!.split(',')) {
        const name = raw.trim()
        if (name && !name.startsWith('type ') && !/Props$/.test(name)) names.add(name)
      }
    }
  }
  return names
}

describe('app Chakra system', () => {
  const available = new Set([...Object.keys(APP_RECIPES), ...Object.keys(APP_SLOT_RECIPES)])

  it.each([...chakraImports()].sort())('%s has its recipe', (name) => {
    expect(NEEDS, `add ${name} to NEEDS (and its recipe to src/theme/app-system.ts)`).toHaveProperty(name)
    for (const recipe of NEEDS[name]!) expect(available, `${name} needs the '${recipe}' recipe`).toContain(recipe)
  })

  it('builds a system that knows its recipes and the base tokens', () => {
    expect(appSystem.isValidProperty('colorPalette')).toBe(true)
    expect(appSystem.getRecipe('button')).toBeDefined()
    expect(appSystem.getSlotRecipe('dialog')).toBeDefined()
    expect(appSystem.token('colors.blue.500')).toBe('#3b82f6')
  })
})

describe('solid buttons keep AA contrast', () => {
  it('darken to the palette 700 on hover and when expanded (white on blue.600 at 90 % is only 4.31:1)', () => {
    const solid = APP_RECIPES.button.variants.variant.solid as Record<string, unknown>
    expect(solid._hover).toEqual({ bg: 'colorPalette.700' })
    expect(solid._expanded).toEqual({ bg: 'colorPalette.700' })
    expect(appSystem.token('colors.blue.700')).toBe('#173da6')
  })
})

describe('toasts keep AA contrast', () => {
  it('success and warning sit on the palette 700 (white on green.600 is 3.3:1, on orange.600 3.6:1); error on red.600 (4.8:1)', () => {
    const root = APP_SLOT_RECIPES.toast.base.root as unknown as Record<string, Record<string, unknown>>
    expect(root['&[data-type=success]']).toMatchObject({ bg: 'green.700', color: 'green.contrast' })
    expect(root['&[data-type=warning]']).toMatchObject({ bg: 'orange.700', color: 'orange.contrast' })
    expect(root['&[data-type=error]']).toMatchObject({ bg: 'red.solid', color: 'red.contrast' })
    expect(appSystem.token('colors.green.700')).toBe('#116932')
  })
})
