import { fromPromise, type PromiseActorLogic } from 'xstate'

/**
 * Promise actors whose results the test decides. Provide `controller.promise()` for a machine's named actor; each
 * time the rendered component invokes it, a pending call is recorded under the invoke id (the child actor's id),
 * and the executor settles it when a path takes `xstate.done.actor.<id>` or `xstate.error.actor.<id>`.
 */

export interface ActorCall {
  id: string
  input: unknown
  settled: boolean
  signal: AbortSignal
  resolve: (output: unknown) => void
  reject: (error: unknown) => void
}

export interface ActorController {
  promise: <TOutput = unknown, TInput = unknown>() => PromiseActorLogic<TOutput, TInput>
  /** Every invocation so far, oldest first. */
  calls: ActorCall[]
  /** Calls of this invoke id still running (not settled and not stopped by leaving the state). */
  pending: (id: string) => ActorCall[]
  resolve: (id: string, output: unknown) => void
  reject: (id: string, error: unknown) => void
}

export function createActorController(): ActorController {
  const calls: ActorCall[] = []
  const pending = (id: string): ActorCall[] => calls.filter((call) => call.id === id && !call.settled && !call.signal.aborted)
  const latest = (id: string): ActorCall => {
    const running = pending(id)
    const call = running[running.length - 1]
    if (!call) {
      const known = [...new Set(calls.map((c) => c.id))].join(', ') || 'none'
      throw new Error(`No running invocation of "${id}" in the rendered component (invoked so far: ${known})`)
    }
    call.settled = true
    return call
  }
  return {
    calls,
    pending,
    promise: <TOutput, TInput>() =>
      fromPromise<TOutput, TInput>(
        ({ input, self, signal }) =>
          new Promise<TOutput>((resolve, reject) => {
            calls.push({
              id: self.id,
              input,
              settled: false,
              signal,
              resolve: resolve as (output: unknown) => void,
              reject,
            })
          }),
      ),
    resolve: (id, output) => latest(id).resolve(output),
    reject: (id, error) => latest(id).reject(error),
  }
}
