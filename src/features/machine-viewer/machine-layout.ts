import type { AnyStateMachine, AnyStateNode } from 'xstate'
import { allStateNodes, describeMachine, stateName } from '../../../tools/machine-model/introspect'

/** A machine laid out by ELK (layered, nested states as compound nodes), in absolute coordinates for an SVG. */

interface LaidOutNode {
  /** The state path (`editing.pristine`), or ANY_STATE for the machine's own transitions. */
  id: string
  label: string
  x: number
  y: number
  width: number
  height: number
  compound: boolean
  parallel: boolean
  final: boolean
  initial: boolean
}

interface LaidOutEdge {
  id: string
  /** The coverage key of the transition (tools/machine-model/introspect.ts). */
  transition: string
  source: string
  target: string
  points: Array<{ x: number; y: number }>
  label?: { text: string; x: number; y: number; width: number; height: number }
}

export interface MachineLayout {
  width: number
  height: number
  nodes: LaidOutNode[]
  edges: LaidOutEdge[]
}

const ANY_STATE = '(machine)'

interface ElkNode {
  id: string
  width?: number
  height?: number
  x?: number
  y?: number
  labels?: Array<{ text: string; width: number; height: number }>
  layoutOptions?: Record<string, string>
  children?: ElkNode[]
  edges?: ElkEdge[]
}
interface ElkEdge {
  id: string
  sources: string[]
  targets: string[]
  labels?: Array<{ id: string; text: string; width: number; height: number; x?: number; y?: number }>
  sections?: Array<{
    startPoint: { x: number; y: number }
    endPoint: { x: number; y: number }
    bendPoints?: Array<{ x: number; y: number }>
  }>
}

const textWidth = (text: string): number => Math.ceil([...text].reduce((w, ch) => w + (ch.charCodeAt(0) > 0x2e80 ? 12 : 6.6), 0))

function elkNode(node: AnyStateNode): ElkNode {
  const children = Object.values(node.states) as AnyStateNode[]
  const id = stateName(node)
  if (children.length === 0) return { id, width: Math.max(72, textWidth(node.key) + 28), height: 34 }
  return {
    id,
    labels: [{ text: node.key, width: textWidth(node.key), height: 16 }],
    layoutOptions: { 'elk.padding': '[top=34,left=14,bottom=14,right=14]' },
    children: children.map(elkNode),
  }
}

function buildElkGraph(machine: AnyStateMachine): ElkNode {
  const description = describeMachine(machine)
  const root = elkNode(machine.root)
  const children = root.children ?? []
  if (description.transitions.some((t) => t.source === ANY_STATE)) children.push({ id: ANY_STATE, width: 96, height: 34 })
  const edges: ElkEdge[] = description.transitions.flatMap((transition, index) => {
    const text = `${transition.event}${transition.guard ? ` [${transition.guard}]` : ''}`
    const targets = transition.targets.length ? transition.targets : [transition.source]
    return targets.map((target, j) => ({
      id: `t${index}-${j}`,
      sources: [transition.source],
      targets: [target],
      labels: [{ id: `t${index}-${j}-label`, text, width: textWidth(text) + 8, height: 14 }],
    }))
  })
  return {
    id: '__root',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'RIGHT',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.json.edgeCoords': 'ROOT',
      'elk.json.shapeCoords': 'ROOT',
      'elk.layered.spacing.nodeNodeBetweenLayers': '48',
      'elk.spacing.nodeNode': '24',
      'elk.spacing.edgeLabel': '2',
      'elk.padding': '[top=12,left=12,bottom=12,right=12]',
    },
    children,
    edges,
  }
}

type Elk = { layout: (graph: ElkNode) => Promise<ElkNode> }
let elk: Promise<Elk> | null = null

/** ELK (1.6 MB) loads with the first diagram, in its own chunk. */
function loadElk(): Promise<Elk> {
  elk ??= import('elkjs/lib/elk.bundled.js').then((module) => new module.default() as unknown as Elk)
  return elk
}

export async function layoutMachine(machine: AnyStateMachine): Promise<MachineLayout> {
  const description = describeMachine(machine)
  const graph = buildElkGraph(machine)
  const result = await (await loadElk()).layout(graph)
  const byName = new Map(allStateNodes(machine).map((node) => [stateName(node), node]))
  const initial = new Set(
    allStateNodes(machine).flatMap((node) =>
      node.type === 'parallel' ? [] : (node.initial?.target ?? []).map((t: AnyStateNode) => stateName(t)),
    ),
  )
  const nodes: LaidOutNode[] = []
  const visit = (node: ElkNode): void => {
    for (const child of node.children ?? []) {
      const state = byName.get(child.id)
      nodes.push({
        id: child.id,
        label: child.id === ANY_STATE ? '(any state)' : (state?.key ?? child.id),
        x: child.x ?? 0,
        y: child.y ?? 0,
        width: child.width ?? 0,
        height: child.height ?? 0,
        compound: Boolean(child.children?.length),
        parallel: state?.type === 'parallel',
        final: state?.type === 'final',
        initial: initial.has(child.id),
      })
      visit(child)
    }
  }
  visit(result)
  const edges: LaidOutEdge[] = (result.edges ?? []).map((edge) => {
    const [index] = edge.id.slice(1).split('-').map(Number)
    const section = edge.sections?.[0]
    const label = edge.labels?.[0]
    return {
      id: edge.id,
      transition: description.transitions[index].key,
      source: edge.sources[0],
      target: edge.targets[0],
      points: section ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint] : [],
      label: label ? { text: label.text, x: label.x ?? 0, y: label.y ?? 0, width: label.width, height: label.height } : undefined,
    }
  })
  return { width: result.width ?? 0, height: result.height ?? 0, nodes, edges }
}
