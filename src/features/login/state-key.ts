import type { AnyMachineSnapshot } from 'xstate'

/** The leaf state path(s) a machine is in, as the data-state attribute shows it (same format as the test harness). */
export function stateKeyOf(snapshot: AnyMachineSnapshot): string {
  const leaves = snapshot._nodes.filter((node) => node.type === 'atomic' || node.type === 'final')
  const key = leaves.map((node) => node.path.join('.')).join(' + ')
  return snapshot.status === 'active' ? key : `${key} (${snapshot.status})`
}
