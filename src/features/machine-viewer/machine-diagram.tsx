import type { MachineLayout } from './machine-layout'

interface Props {
  layout: MachineLayout
  /** State paths to highlight (the simulation's or the live actor's, ancestors included). */
  active: ReadonlySet<string>
  /** Transition keys to mark as not covered by any test (coverage overlay on). */
  uncovered?: ReadonlySet<string>
  title: string
}

const ACTIVE = '#ffd43b'
const UNCOVERED = '#e03131'

/** The laid-out machine as SVG: nested states as boxes, transitions as routed edges with their labels. */
export function MachineDiagram({ layout, active, uncovered, title }: Props): React.JSX.Element {
  const points = (list: Array<{ x: number; y: number }>): string => list.map((p) => `${p.x},${p.y}`).join(' ')
  return (
    <svg
      data-testid="machine-diagram"
      role="img"
      aria-label={title}
      viewBox={`0 0 ${Math.ceil(layout.width)} ${Math.ceil(layout.height)}`}
      width={Math.ceil(layout.width)}
      height={Math.ceil(layout.height)}
      style={{ fontFamily: 'system-ui, sans-serif' }}
    >
      <defs>
        <marker id="machine-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
          <path d="M0,0 L10,5 L0,10 z" fill="#495057" />
        </marker>
        <marker
          id="machine-arrow-uncovered"
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="7"
          markerHeight="7"
          orient="auto-start-reverse"
        >
          <path d="M0,0 L10,5 L0,10 z" fill={UNCOVERED} />
        </marker>
      </defs>
      {layout.nodes
        .filter((node) => node.compound)
        .map((node) => (
          <g key={node.id} data-testid="machine-state" data-state={node.id} data-active={active.has(node.id) || undefined}>
            <rect
              x={node.x}
              y={node.y}
              width={node.width}
              height={node.height}
              rx={10}
              fill={active.has(node.id) ? '#fff9db' : '#f8f9fa'}
              stroke={active.has(node.id) ? '#f08c00' : '#adb5bd'}
              strokeDasharray={node.parallel ? '6 4' : undefined}
            />
            <text x={node.x + 12} y={node.y + 21} fontSize={13} fontWeight={600} fill="#212529">
              {node.initial ? '● ' : ''}
              {node.label}
              {node.parallel ? ' (parallel)' : ''}
            </text>
          </g>
        ))}
      {layout.edges.map((edge) => {
        const missing = uncovered?.has(edge.transition) ?? false
        return (
          <g key={edge.id} data-testid="machine-transition" data-transition={edge.transition} data-uncovered={missing || undefined}>
            <polyline
              points={points(edge.points)}
              fill="none"
              stroke={missing ? UNCOVERED : '#495057'}
              strokeWidth={missing ? 2 : 1.2}
              strokeDasharray={missing ? '5 3' : undefined}
              markerEnd={`url(#${missing ? 'machine-arrow-uncovered' : 'machine-arrow'})`}
            >
              <title>{edge.transition}</title>
            </polyline>
            {edge.label && (
              <text x={edge.label.x + 4} y={edge.label.y + edge.label.height - 3} fontSize={11} fill={missing ? UNCOVERED : '#343a40'}>
                {edge.label.text}
              </text>
            )}
          </g>
        )
      })}
      {layout.nodes
        .filter((node) => !node.compound)
        .map((node) => {
          const on = active.has(node.id)
          return (
            <g key={node.id} data-testid="machine-state" data-state={node.id} data-active={on || undefined}>
              <rect
                x={node.x}
                y={node.y}
                width={node.width}
                height={node.height}
                rx={node.final ? 17 : 8}
                fill={on ? ACTIVE : '#fff'}
                stroke={on ? '#f08c00' : node.initial ? '#1c7ed6' : '#495057'}
                strokeWidth={on || node.initial ? 2.2 : 1.2}
                strokeDasharray={node.id === '(machine)' ? '4 3' : undefined}
              />
              {node.final && (
                <rect x={node.x + 3} y={node.y + 3} width={node.width - 6} height={node.height - 6} rx={14} fill="none" stroke="#495057" />
              )}
              <text x={node.x + node.width / 2} y={node.y + node.height / 2 + 4} fontSize={12} textAnchor="middle" fill="#212529">
                {node.label}
              </text>
            </g>
          )
        })}
    </svg>
  )
}
