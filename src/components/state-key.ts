import type { AnyMachineSnapshot, StateValue } from 'xstate'

function leafPaths(value: StateValue): string[] {
  if (typeof value === 'string') return [value]
  return Object.entries(value).flatMap(([key, child]) => {
    const below = child === undefined ? [] : leafPaths(child)
    return below.length === 0 ? [key] : below.map((path) => `${key}.${path}`)
  })
}

/** The leaf state path(s) a machine is in, as the data-state attribute shows it (same format as the test harness). */
export function stateKeyOf(snapshot: Pick<AnyMachineSnapshot, 'value' | 'status'>): string {
  const key = leafPaths(snapshot.value).join(' + ')
  return snapshot.status === 'active' ? key : `${key} (${snapshot.status})`
}
