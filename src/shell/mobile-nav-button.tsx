// Below 1280 px the header's menu collapses into this button; the drawer it opens is not part of Home's first load
// (its JS budget): its code loads when the pointer or the focus reaches the button, so that it opens at once on the
// click (docs/decisions.md, "Lazy code loads before it shows"), then it is kept.
import { IconButton, VisuallyHidden } from '@chakra-ui/react'
import { Suspense, useRef, useState } from 'react'
import { lazyWithPreload } from 'react-lazy-with-preload'
import { useTranslation } from 'react-i18next'
import { HeaderSearch } from './header-search'
import { LanguageSwitcher } from './language-switcher'
import { useBuyMenuGroups } from './menu-entries'
import { onIntent, preloadCode } from '../components/load-ahead'

const MobileNavDrawer = lazyWithPreload(() => import('./mobile-nav-drawer'))
const loadDrawer = preloadCode(MobileNavDrawer)

export function MobileNavButton(): React.JSX.Element {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const [loaded, setLoaded] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const { groups } = useBuyMenuGroups()
  return (
    <>
      <IconButton
        ref={buttonRef}
        variant="ghost"
        size="sm"
        display={{ base: 'inline-flex', xl: 'none' }}
        aria-label={t('nav.openMenu')}
        aria-expanded={open}
        aria-haspopup="dialog"
        data-testid="mobile-nav-button"
        {...onIntent(loadDrawer)}
        onClick={() => {
          setLoaded(true)
          setOpen(true)
        }}
      >
        <svg
          width="22"
          height="22"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          aria-hidden="true"
        >
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
      </IconButton>
      {loaded && (
        <Suspense
          fallback={
            <VisuallyHidden role="status" data-testid="mobile-nav-loading">
              {t('common.loading')}
            </VisuallyHidden>
          }
        >
          <MobileNavDrawer
            open={open}
            onClose={() => setOpen(false)}
            returnFocus={buttonRef}
            buyGroups={groups}
            tools={
              <>
                <HeaderSearch />
                <LanguageSwitcher />
              </>
            }
          />
        </Suspense>
      )}
    </>
  )
}
