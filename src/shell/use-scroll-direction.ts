import { useEffect, useState } from 'react'
import { createScrollTracker, type ScrollDirection } from './scroll-direction'

/** 'down' while the user scrolls down, 'up' while scrolling up or at the top of the page. */
export function useScrollDirection(): ScrollDirection {
  const [direction, setDirection] = useState<ScrollDirection>('up')
  useEffect(() => {
    const tracker = createScrollTracker(window.scrollY)
    const onScroll = () => setDirection(tracker.update(window.scrollY))
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])
  return direction
}
