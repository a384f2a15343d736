// A thin bar across the top of the window while the router loads the next page (code or data). It appears after a
// short delay, so a page that is ready at once does not flash it.
import { Box } from '@chakra-ui/react'
import { useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

export const ROUTE_PROGRESS_DELAY_MS = 150

/** The router is loading the next page (its code or data): the old page is still shown meanwhile. */
export const useRouteLoading = (): boolean => useRouterState({ select: (state) => state.status === 'pending' || state.isLoading })

export function RouteProgress(): React.JSX.Element | null {
  const { t } = useTranslation()
  const loading = useRouteLoading()
  const [shown, setShown] = useState(false)
  useEffect(() => {
    if (!loading) {
      setShown(false)
      return
    }
    const timer = setTimeout(() => setShown(true), ROUTE_PROGRESS_DELAY_MS)
    return () => clearTimeout(timer)
  }, [loading])
  if (!shown) return null
  return (
    <Box
      position="fixed"
      top="0"
      insetX="0"
      height="3px"
      zIndex="toast"
      overflow="hidden"
      bg="blue.100"
      role="progressbar"
      aria-label={t('nav.loadingPage')}
      aria-valuetext={t('nav.loadingPage')}
      data-testid="route-progress"
    >
      <Box
        height="100%"
        width="40%"
        bg="blue.600"
        css={{
          animation: 'route-progress 1.2s ease-in-out infinite',
          '@keyframes route-progress': { from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } },
          '@media (prefers-reduced-motion: reduce)': { animation: 'none', width: '100%' },
        }}
      />
    </Box>
  )
}
