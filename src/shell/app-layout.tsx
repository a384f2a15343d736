// The layout every page sits in. Full-screen mode hides header, footer and sidebar; the footer also hides
// below 840 px.
import { Box } from '@chakra-ui/react'
import { Outlet } from '@tanstack/react-router'
import { RightSidebar } from './right-sidebar'
import { RouteProgress } from './route-progress'
import { FOOTER_MIN_WIDTH, MAIN_CONTENT_ID } from './site-constants'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'
import { useIsFullScreen } from '../router/full-screen-store'
import { useWindowWidth } from './use-window-width'

export function AppLayout(): React.JSX.Element {
  const fullScreen = useIsFullScreen()
  const width = useWindowWidth()
  return (
    <Box minHeight="100vh" display="flex" flexDirection="column" bg="gray.50" data-full-screen={fullScreen ? 'true' : undefined}>
      <RouteProgress />
      {!fullScreen && <SiteHeader />}
      <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} outline="none" flex="1" minWidth="0" data-testid="page-main">
        <Outlet />
      </Box>
      {!fullScreen && width >= FOOTER_MIN_WIDTH && <SiteFooter />}
      {!fullScreen && <RightSidebar />}
    </Box>
  )
}
