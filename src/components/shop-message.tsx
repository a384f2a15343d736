// A short-lived message ('添加成功', '删除成功', '请至少选择一项产品!'): a Chakra toast, shown for 3 s, one at a time
// (a new message replaces the one showing). Success is a polite status, a warning or an error an alert.
//
// This module and shop-message-queue.ts are what every page carries (the <ShopMessages /> host sits in the app's
// providers): a request queue and a flag, no Chakra toast code. The toaster store and its aria-live region
// (shop-toaster.tsx) load once a page that can show a message has drawn (or on the first message), so Home, which
// never shows one, does not load them, and the first message shows at once (docs/decisions.md, "Lazy code loads
// before it shows"); a message asked for before they have loaded is shown once they have.
import { Suspense, useCallback, useEffect, useRef, useSyncExternalStore } from 'react'
import { lazyWithPreload } from 'react-lazy-with-preload'
import { preloadCode } from './load-ahead'
import { dismissShopMessage, messageWanted, showShopMessage, subscribeToFirstMessage, type MessageStatus } from './shop-message-queue'

const ShopToaster = lazyWithPreload(() => import('./shop-toaster'))
const loadToaster = preloadCode(ShopToaster)

/** Where the messages show: mounted once, in the app's providers. Renders nothing until the first message. */
export function ShopMessages(): React.JSX.Element | null {
  const load = useSyncExternalStore(subscribeToFirstMessage, messageWanted, () => false)
  return load ? (
    <Suspense fallback={null}>
      <ShopToaster />
    </Suspense>
  ) : null
}

/**
 * A component's message function: its new message replaces the one showing, and a message it showed goes when it
 * unmounts (leaving the cart page ends the cart's message).
 */
export function useShopMessage(): (text: string, status?: MessageStatus) => void {
  const shown = useRef<string | undefined>(undefined)
  useEffect(() => {
    loadToaster()
    return () => {
      if (shown.current) dismissShopMessage(shown.current)
    }
  }, [])
  return useCallback((text: string, status: MessageStatus = 'success') => {
    shown.current = showShopMessage(text, status)
  }, [])
}
