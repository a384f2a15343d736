// The one toaster store of the app and its region (Chakra's Toaster: role=region, aria-live=polite), loaded by
// <ShopMessages /> on the first message (shop-message.tsx). Each toast is role=status (success) or role=alert (warning,
// error), atomic, labelled by its text; it goes after 3 s (hovering or focusing the region pauses it, Escape on a
// focused toast dismisses it).
import { createToaster, Portal, Toaster, ToastRoot, ToastTitle } from '@chakra-ui/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { attachShopMessageSink, MESSAGE_MS, type MessageStatus } from './shop-message-queue'

const toaster = createToaster({ placement: 'top', offsets: { top: '80px', bottom: '1rem', left: '1rem', right: '1rem' }, max: 1 })

function show(request: { id: string; text: string; status: MessageStatus }): void {
  // One at a time: the new message replaces what shows (the store would queue it behind `max`).
  toaster.remove()
  toaster.create({ id: request.id, title: request.text, type: request.status, duration: MESSAGE_MS })
}

export default function ShopToaster(): React.JSX.Element {
  const { t } = useTranslation()
  // The region is in the document before the first toast goes in, so a screen reader hears it. (The region's
  // machine starts on a microtask after mounting and misses a toast created before it subscribed: shop-message.tsx
  // hands the waiting message over on a later microtask.)
  // A removal comes from an unmounting component (its message goes with it): the region updates on a microtask,
  // not inside React's commit (the store's update flushes synchronously).
  useEffect(() => attachShopMessageSink({ show, remove: (id) => queueMicrotask(() => void toaster.remove(id)) }), [])
  return (
    <Portal>
      <Toaster toaster={toaster} aria-label={t('common.messages')} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <ToastRoot
            data-testid="shop-message"
            data-status={toast.type}
            role={toast.type === 'success' ? 'status' : 'alert'}
            width={{ md: 'sm' }}
          >
            <ToastTitle>{toast.title}</ToastTitle>
          </ToastRoot>
        )}
      </Toaster>
    </Portal>
  )
}
