import type { AnyActorRef } from 'xstate'

/**
 * Development only: the app's running actors by machine id, so /machines can highlight their live state. Modules
 * register with `if (import.meta.env.DEV) registerLiveActor(...)`, which production builds drop.
 */

const actors = new Map<string, AnyActorRef>()
const listeners = new Set<() => void>()

export function registerLiveActor(machineId: string, actor: AnyActorRef): void {
  actors.set(machineId, actor)
  for (const listener of listeners) listener()
}

export function liveActor(machineId: string): AnyActorRef | undefined {
  return actors.get(machineId)
}

export function onLiveActorsChange(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
