// The layout every page sits in. Full-screen mode hides header, footer and sidebar; the footer also hides
// below 840 px.
import { Box } from '@chakra-ui/react'
import { Outlet } from '@tanstack/react-router'
import { RightSidebar } from './right-sidebar'
import { RouteProgress, useRouteLoading } from './route-progress'
import { FOOTER_MIN_WIDTH, MAIN_CONTENT_ID } from './site-constants'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'
import { useIsFullScreen } from '../router/full-screen-store'
import { useWindowWidth } from './use-window-width'
import type { ReactNode } from 'react'

export function AppLayout(): React.JSX.Element {
  const fullScreen = useIsFullScreen()
  const width = useWindowWidth()
  return (
    <Box minHeight="100vh" display="flex" flexDirection="column" bg="gray.50" data-full-screen={fullScreen ? 'true' : undefined}>
      <RouteProgress />
      {!fullScreen && <SiteHeader />}
      <MainRegion>
        <Outlet />
      </MainRegion>
      {!fullScreen && width >= FOOTER_MIN_WIDTH && <SiteFooter />}
      {!fullScreen && <RightSidebar />}
    </Box>
  )
}

/** The page's region, busy while the router loads the next page (the page shown is on its way out; a route's loader
 *  waits for the next page's data, src/router/page-data.ts). Its own component, so the layout does not re-render. */
function MainRegion({ children }: { children: ReactNode }): React.JSX.Element {
  const loading = useRouteLoading()
  return (
    <Box
      as="main"
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      outline="none"
      flex="1"
      minWidth="0"
      aria-busy={loading || undefined}
      data-testid="page-main"
    >
      {children}
    </Box>
  )
}
