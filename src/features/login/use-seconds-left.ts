import { useEffect, useState } from 'react'

/**
 * Seconds left of a window that starts when `active` turns true, re-read every second from the clock (the machine
 * holds one 60 s delay; the seconds shown are derived here, so a slow tick never drifts the window).
 */
export function useSecondsLeft(active: boolean, totalSeconds: number): number {
  const [startedAt, setStartedAt] = useState<number | null>(null)
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!active) {
      setStartedAt(null)
      return
    }
    const start = Date.now()
    setStartedAt(start)
    setNow(start)
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [active])
  if (!active || startedAt === null) return totalSeconds
  return Math.max(0, totalSeconds - Math.floor((now - startedAt) / 1000))
}
