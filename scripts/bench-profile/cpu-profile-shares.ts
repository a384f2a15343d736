// Pure part of `npm run bench:profile`: a V8 CPU profile (CDP Profiler) shared out by who owns the running code.

export interface CallFrame {
  functionName: string
  url: string
  lineNumber: number
  columnNumber: number
}

export interface CpuProfile {
  nodes: { id: number; callFrame: CallFrame; children?: number[] }[]
  samples?: number[]
  timeDeltas?: number[]
}

/** Each sample's node and the time it stands for (the delta to the next sample), in µs. */
function sampleTimes(profile: CpuProfile): [number, number][] {
  const samples = profile.samples ?? []
  const deltas = profile.timeDeltas ?? []
  return samples.map((node, index) => [node, deltas[index + 1] ?? 0])
}

/** Time (µs) spent in each owner's own code: the sampled frame's owner takes the sample. */
export function selfTimeByOwner(profile: CpuProfile, ownerOf: (frame: CallFrame) => string): Map<string, number> {
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]))
  const totals = new Map<string, number>()
  for (const [node, time] of sampleTimes(profile)) {
    const owner = ownerOf(frames.get(node)!)
    totals.set(owner, (totals.get(owner) ?? 0) + time)
  }
  return totals
}

/** Time (µs) under each named function, callees included; a function on the stack twice counts once per sample. */
export function inclusiveTimeByName(profile: CpuProfile, nameOf: (frame: CallFrame) => string | null): Map<string, number> {
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]))
  const parents = new Map<number, number>()
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id)
  const names = new Map<number, string | null>()
  const nameOfNode = (id: number) => {
    if (!names.has(id)) names.set(id, nameOf(frames.get(id)!))
    return names.get(id)!
  }
  const totals = new Map<string, number>()
  for (const [leaf, time] of sampleTimes(profile)) {
    const seen = new Set<string>()
    for (let id: number | undefined = leaf; id !== undefined; id = parents.get(id)) {
      const name = nameOfNode(id)
      if (name === null || seen.has(name)) continue
      seen.add(name)
      totals.set(name, (totals.get(name) ?? 0) + time)
    }
  }
  return totals
}
