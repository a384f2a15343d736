import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react'
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import type { AnyMachineSnapshot, EventObject } from 'xstate'
import { describeMachine, stateName } from '../../../tools/machine-model/introspect'
import { machineRegistry, type MachineEntry } from '../../../tools/machine-model/registry'
import type { MachinesMessages } from '../../i18n/resources/zh-CN-machines'
import { liveActor, onLiveActorsChange } from './live-actors'
import { MachineDiagram } from './machine-diagram'
import { machineCoverage } from './machine-coverage'
import { layoutMachine, type MachineLayout } from './machine-layout'
import { fill, useMachineTexts } from './machine-texts'
import { Simulation, type PendingCall } from './simulation'
import { usePageTitle } from '../../components/use-page-title'

interface PageProps {
  selected?: string
  onSelect: (id: string) => void
}

/** /machines: every machine of tools/machine-model/registry.ts as a diagram, with a simulator and the test coverage. */
export function MachineViewerPage({ selected, onSelect }: PageProps): React.JSX.Element {
  const texts = useMachineTexts()
  const entry = machineRegistry.find((each) => each.id === selected) ?? machineRegistry[0]
  usePageTitle(texts?.title ?? '…')
  if (!texts) return <Text data-testid="page-machines-loading">…</Text>
  return (
    <Box data-testid="page-machines" maxW="1400px" mx="auto" px={4} py={6}>
      <Heading as="h1" size="xl" mb={2}>
        {texts.title}
      </Heading>
      <Text color="gray.600" mb={4}>
        {texts.intro}
      </Text>
      <Flex gap={6} align="flex-start" direction={{ base: 'column', lg: 'row' }}>
        <Box as="nav" aria-label={texts.list} minW="240px" maxW={{ lg: '260px' }}>
          <Stack gap={1} as="ul" listStyleType="none">
            {machineRegistry.map((each) => {
              const description = describeMachine(each.machine)
              const current = each.id === entry.id
              return (
                <li key={each.id}>
                  <Button
                    data-testid="machine-link"
                    data-machine={each.id}
                    aria-current={current ? 'page' : undefined}
                    variant={current ? 'solid' : 'ghost'}
                    size="sm"
                    w="100%"
                    justifyContent="space-between"
                    onClick={() => onSelect(each.id)}
                  >
                    <span>{each.id}</span>
                    <Text as="span" fontSize="xs" opacity={0.7}>
                      {description.states.length}/{description.transitions.length}
                    </Text>
                  </Button>
                </li>
              )
            })}
          </Stack>
        </Box>
        <Box flex="1" minW={0}>
          <MachineView key={entry.id} entry={entry} texts={texts} />
        </Box>
      </Flex>
    </Box>
  )
}

const activeStates = (snapshot: AnyMachineSnapshot | undefined): Set<string> =>
  new Set((snapshot?._nodes ?? []).filter((node) => node.path.length > 0).map(stateName))

const leafKey = (snapshot: AnyMachineSnapshot): string =>
  snapshot._nodes
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map(stateName)
    .join(' + ')

const valueText = (value: unknown): string => {
  if (value instanceof Error) return value.message
  const json = JSON.stringify(value)
  return json === undefined ? 'undefined' : json.length > 48 ? `${json.slice(0, 45)}...` : json
}

const eventText = ({ type, ...payload }: EventObject & Record<string, unknown>): string =>
  Object.keys(payload).length ? `${type} ${valueText(payload)}` : type

function useLiveSnapshot(machineId: string, enabled: boolean): AnyMachineSnapshot | undefined | null {
  const [, setVersion] = useState(0)
  useEffect(() => onLiveActorsChange(() => setVersion((v) => v + 1)), [])
  const actor = import.meta.env.DEV ? liveActor(machineId) : undefined
  useEffect(() => {
    if (!actor || !enabled) return
    const subscription = actor.subscribe(() => setVersion((v) => v + 1))
    return () => subscription.unsubscribe()
  }, [actor, enabled])
  if (!actor) return null
  return enabled ? (actor.getSnapshot() as AnyMachineSnapshot) : undefined
}

function MachineView({ entry, texts }: { entry: MachineEntry; texts: MachinesMessages }): React.JSX.Element {
  const [variantIndex, setVariantIndex] = useState(0)
  const [run, setRun] = useState(0)
  const [layout, setLayout] = useState<MachineLayout | null>(null)
  const [showCoverage, setShowCoverage] = useState(false)
  const [showLive, setShowLive] = useState(false)
  const description = useMemo(() => describeMachine(entry.machine), [entry])
  const coverage = useMemo(() => machineCoverage(entry), [entry])
  const variant = entry.variants[variantIndex]

  useEffect(() => {
    let current = true
    void layoutMachine(entry.machine).then((result) => current && setLayout(result))
    return () => {
      current = false
    }
  }, [entry])

  // Created in an effect, not during render: StrictMode's double render would leave a started actor behind.
  const [simulation, setSimulation] = useState<Simulation | null>(null)
  useEffect(() => {
    const created = new Simulation(entry, variant)
    setSimulation(created)
    return () => created.stop()
  }, [entry, variant, run])
  const live = useLiveSnapshot(entry.machine.id, showLive)

  return (
    <Stack gap={4} data-testid="machine-view" data-machine={entry.id}>
      <Box>
        <Heading as="h2" size="lg">
          {entry.id} <code style={{ fontSize: '0.7em', color: '#868e96' }}>{entry.machine.id}</code>
        </Heading>
        <Text>{entry.summary}</Text>
        <Text fontSize="sm" color="gray.600">
          {description.states.length} {texts.states} · {description.transitions.length} {texts.transitions}
        </Text>
      </Box>
      <Flex gap={4} wrap="wrap" align="center" fontSize="sm">
        {entry.variants.length > 1 && (
          <label>
            {texts.variant}{' '}
            <select data-testid="machine-variant" value={variantIndex} onChange={(e) => setVariantIndex(Number(e.target.value))}>
              {entry.variants.map((each, index) => (
                <option key={each.name} value={index}>
                  {each.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <label>
          <input
            type="checkbox"
            data-testid="machine-coverage-toggle"
            checked={showCoverage}
            onChange={(e) => setShowCoverage(e.target.checked)}
          />{' '}
          {texts.coverage}
        </label>
        {live !== null && (
          <label>
            <input type="checkbox" data-testid="machine-live-toggle" checked={showLive} onChange={(e) => setShowLive(e.target.checked)} />{' '}
            {texts.live}
          </label>
        )}
        {showCoverage && (
          <Text as="span" data-testid="machine-coverage-summary" color={coverage?.uncovered.size ? 'red.600' : 'green.700'}>
            {!coverage
              ? texts.coverageNone
              : coverage.uncovered.size
                ? fill(texts.coverageMissing, { count: coverage.uncovered.size })
                : texts.coverageFull}
          </Text>
        )}
      </Flex>
      {simulation && simulation.variant === variant && (
        <SimulatedMachine
          simulation={simulation}
          layout={layout}
          live={showLive ? live : undefined}
          uncovered={showCoverage ? (coverage?.uncovered ?? new Set()) : undefined}
          texts={texts}
          onReset={() => setRun((n) => n + 1)}
        />
      )}
    </Stack>
  )
}

interface SimulatedProps {
  simulation: Simulation
  layout: MachineLayout | null
  /** The running app's snapshot when the live view is on. */
  live: AnyMachineSnapshot | null | undefined
  uncovered: ReadonlySet<string> | undefined
  texts: MachinesMessages
  onReset: () => void
}

function SimulatedMachine({ simulation, layout, live, uncovered, texts, onReset }: SimulatedProps): React.JSX.Element {
  const view = useSyncExternalStore(simulation.subscribe, simulation.getView)
  const shown = live ?? view.snapshot
  return (
    <>
      <Box borderWidth="1px" borderRadius="md" p={2} overflowX="auto" bg="white">
        {layout ? (
          <MachineDiagram
            layout={layout}
            active={activeStates(shown)}
            uncovered={uncovered}
            title={`${simulation.entry.id}: ${leafKey(shown)}`}
          />
        ) : (
          <Text data-testid="machine-diagram-loading">{texts.diagramLoading}</Text>
        )}
      </Box>
      {live && (
        <Text fontSize="sm" data-testid="machine-live-state">
          {texts.current}: <code>{leafKey(live)}</code>
        </Text>
      )}
      <SimulatorPanel simulation={simulation} texts={texts} onReset={onReset} />
    </>
  )
}

function SimulatorPanel({
  simulation,
  texts,
  onReset,
}: {
  simulation: Simulation
  texts: MachinesMessages
  onReset: () => void
}): React.JSX.Element {
  const view = useSyncExternalStore(simulation.subscribe, simulation.getView)
  const { snapshot } = view
  const sampleButtons = (call: PendingCall): React.JSX.Element[] => {
    const outputs = simulation.samples.outputs?.[call.id] ?? [undefined]
    const errors = simulation.samples.errors?.[call.id] ?? [new Error(`${call.id} failed`)]
    return [
      ...outputs.map((output, index) => (
        <Button
          key={`ok${index}`}
          size="xs"
          colorPalette="green"
          variant="outline"
          data-testid="machine-resolve"
          onClick={() => simulation.settle(call, 'resolve', output)}
        >
          {fill(texts.resolve, { value: valueText(output) })}
        </Button>
      )),
      ...errors.map((error, index) => (
        <Button
          key={`ko${index}`}
          size="xs"
          colorPalette="red"
          variant="outline"
          data-testid="machine-reject"
          onClick={() => simulation.settle(call, 'reject', error)}
        >
          {fill(texts.reject, { value: valueText(error) })}
        </Button>
      )),
    ]
  }
  return (
    <Box borderWidth="1px" borderRadius="md" p={4} data-testid="machine-simulator">
      <Flex justify="space-between" align="center" mb={2}>
        <Heading as="h3" size="md">
          {texts.simulate}
        </Heading>
        <Button size="xs" variant="outline" data-testid="machine-reset" onClick={onReset}>
          {texts.reset}
        </Button>
      </Flex>
      <Text>
        {texts.current}: <code data-testid="machine-current-state">{leafKey(snapshot)}</code>{' '}
        {snapshot.status !== 'active' && <span>({fill(texts.status, { status: snapshot.status })})</span>}
      </Text>
      <Text fontWeight={600} mt={3} mb={1}>
        {texts.events}
      </Text>
      <Flex gap={2} wrap="wrap">
        {simulation.events.map((event, index) => {
          const enabled = simulation.can(event)
          return (
            <Button
              key={index}
              size="xs"
              variant={enabled ? 'solid' : 'outline'}
              disabled={!enabled}
              data-testid="machine-event"
              data-event={event.type}
              onClick={() => simulation.send(event)}
            >
              {eventText(event as EventObject & Record<string, unknown>)}
            </Button>
          )
        })}
      </Flex>
      <Text fontWeight={600} mt={3} mb={1}>
        {texts.actors}
      </Text>
      {view.pending.length === 0 && <Text fontSize="sm">{texts.noActors}</Text>}
      {view.pending.map((call, index) => (
        <Flex key={`${call.id}${index}`} gap={2} wrap="wrap" align="center" mb={1} data-testid="machine-pending" data-invoke={call.id}>
          <code>
            {call.id}({valueText(call.input)})
          </code>
          {sampleButtons(call)}
        </Flex>
      ))}
      <Text fontWeight={600} mt={3} mb={1}>
        {texts.time} <code>t = {view.now} ms</code>
      </Text>
      {view.nextTimerMs === null ? (
        <Text fontSize="sm">{texts.noTimers}</Text>
      ) : (
        <Button size="xs" variant="outline" data-testid="machine-advance" onClick={() => simulation.advance()}>
          {fill(texts.advance, { ms: view.nextTimerMs, event: nextDelayLabel(snapshot) })}
        </Button>
      )}
    </Box>
  )
}

/** The delays of the active states, e.g. `after resendWindow`. */
function nextDelayLabel(snapshot: AnyMachineSnapshot): string {
  return snapshot._nodes.flatMap((node) => node.after.map((delayed) => `after ${String(delayed.delay)}`)).join(', ')
}
