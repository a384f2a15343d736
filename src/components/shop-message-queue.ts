// The shop messages' requests (shop-message.tsx): what every page carries, no Chakra toast code. A request made before
// the toaster (shop-toaster.tsx) has loaded waits here, and the first one asks <ShopMessages /> to load it.

export type MessageStatus = 'success' | 'warning' | 'error'

export const MESSAGE_MS = 3000

export interface ShopMessageRequest {
  id: string
  text: string
  status: MessageStatus
}

/** The loaded toaster: shows a request (replacing what shows) and removes one (or all). */
export interface ShopMessageSink {
  show(request: ShopMessageRequest): void
  remove(id?: string): void
}

let sink: ShopMessageSink | null = null
let pending: ShopMessageRequest | null = null
let wanted = false
let count = 0
const listeners = new Set<() => void>()

/** Shows a message for 3 s (replacing the one showing); answers its id. */
export function showShopMessage(text: string, status: MessageStatus = 'success'): string {
  count += 1
  const request: ShopMessageRequest = { id: `shop-message-${count}`, text, status }
  if (sink) {
    pending = null
    sink.show(request)
  } else {
    pending = request
    if (!wanted) {
      wanted = true
      for (const listener of listeners) listener()
    }
  }
  return request.id
}

/** Takes a message away before its time (asked for but not yet shown: it never shows). */
export function dismissShopMessage(id: string): void {
  if (pending?.id === id) pending = null
  sink?.remove(id)
}

/**
 * The loaded toaster attaches itself and shows the message asked for while it loaded (for its full 3 s: on a slow
 * link the chunk can take longer than that, and the message would otherwise be lost). Answers the detach function.
 */
export function attachShopMessageSink(loaded: ShopMessageSink): () => void {
  sink = loaded
  // After the region's own start (a microtask queued while it mounted), or the region misses it. Until then it is
  // still pending: a newer message or its dismissal replaces or cancels it.
  if (pending)
    queueMicrotask(() => {
      const waiting = pending
      pending = null
      if (waiting && sink === loaded) loaded.show(waiting)
    })
  return () => {
    if (sink === loaded) sink = null
    loaded.remove()
  }
}

export function subscribeToFirstMessage(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Whether a message was ever asked for (then the toaster loads). */
export const messageWanted = (): boolean => wanted
