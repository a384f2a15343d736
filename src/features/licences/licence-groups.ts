// The licence table's rows grouped by machine code: the server's created (1) and expired (2) licences of the page and
// the browser's drafts (0, not created), and the action a group with drafts offers: 'create' when the machine has
// only drafts, 'update' (更新许可) when it mixes created and not-created entries (portal.md §4).
import type { Licence } from '../../api/queries/licence-queries'
import type { LicenceDraft } from './licence-drafts'

export type LicenceRow = { kind: 'licence'; licence: Licence } | { kind: 'draft'; draft: LicenceDraft }

export interface MachineGroup {
  machinecode: string
  rows: LicenceRow[]
  drafts: LicenceDraft[]
  /** What the group's button does; null when it holds no draft. */
  action: 'create' | 'update' | null
}

/**
 * Groups in the order their machine first appears on the page; drafts join their machine's group, and the machines
 * that only have drafts come first. `drafts` is empty on pages after the first (drafts are listed on page 1).
 * `heldMachines` are the machines with a valid licence anywhere (not only on this page).
 */
export function groupByMachine(
  licences: readonly Licence[],
  drafts: readonly LicenceDraft[],
  heldMachines: ReadonlySet<string>,
): MachineGroup[] {
  const groups = new Map<string, MachineGroup>()
  const groupOf = (machinecode: string): MachineGroup => {
    let group = groups.get(machinecode)
    if (!group) {
      group = { machinecode, rows: [], drafts: [], action: null }
      groups.set(machinecode, group)
    }
    return group
  }
  const draftOnly: MachineGroup[] = []
  for (const licence of licences) groupOf(licence.machinecode).rows.push({ kind: 'licence', licence })
  for (const draft of drafts) {
    const known = groups.has(draft.machinecode)
    const group = groupOf(draft.machinecode)
    if (!known && group.rows.length === 0 && !draftOnly.includes(group)) draftOnly.push(group)
    group.rows.push({ kind: 'draft', draft })
    group.drafts.push(draft)
  }
  for (const group of groups.values()) {
    if (group.drafts.length === 0) continue
    const created = group.rows.some((row) => row.kind === 'licence') || heldMachines.has(group.machinecode)
    group.action = created ? 'update' : 'create'
  }
  return [...draftOnly, ...[...groups.values()].filter((group) => !draftOnly.includes(group))]
}
