// Full-screen flag: while it is set the header, footer and sidebar are hidden. Route changes clear it.
import { useSyncExternalStore } from 'react'

let fullScreen = false
const listeners = new Set<() => void>()

function isFullScreen(): boolean {
  return fullScreen
}

export function setFullScreen(next: boolean): void {
  if (next === fullScreen) return
  fullScreen = next
  listeners.forEach((listener) => listener())
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useIsFullScreen(): boolean {
  return useSyncExternalStore(subscribe, isFullScreen, isFullScreen)
}
