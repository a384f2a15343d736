// Who reads the forum: the signed-in customer's id ('' when anonymous, the viewer part of the query keys) and a way
// to log in and come back here (the route-change rule remembers the page left for /login).
import { useLocation, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { timeLabel, timeLabelLocale } from '../../../domain/time-label'
import { useTranslation } from 'react-i18next'
import { rememberRouteForLogin } from '../../router/guarded-route'
import type { SessionActorRef } from '../../session/session-actor'
import { profileIdOf, useSession } from '../../session/use-session'

export interface ForumViewer {
  id: string
  /** A token is held: the calls that need one may be made. */
  signedIn: boolean
  /** To /login; back here after it, or to `returnTo` when given (a page not reached yet). */
  toLogin: (returnTo?: string) => void
}

/** The customer's id, or '' (nobody signed in, a reseller, or a profile still loading). */
export function forumViewerIdOf(session: { kind: string; user?: { id?: unknown } | null }): string {
  return session.kind === 'customer' ? (profileIdOf(session.user) ?? '') : ''
}

/** The same, from the session actor as it is now (for a route's loader). */
export function currentForumViewerId(session: SessionActorRef): string {
  const { kind, userInfo } = session.getSnapshot().context
  return forumViewerIdOf({ kind, user: userInfo })
}

export function useForumViewer(): ForumViewer {
  const session = useSession()
  const navigate = useNavigate()
  const href = useLocation({ select: (location) => location.href })
  const toLogin = useCallback(
    (returnTo?: string) => {
      rememberRouteForLogin(returnTo ?? href)
      void navigate({ to: '/login' })
    },
    [href, navigate],
  )
  return { id: forumViewerIdOf(session), signedIn: Boolean(session.token) && session.kind === 'customer', toLogin }
}

/** The forum's time label in the interface language, as of this render. */
export function useTimeLabel(): (iso: string | null | undefined) => string {
  const { i18n } = useTranslation()
  const locale = timeLabelLocale(i18n.language)
  return useCallback((iso) => timeLabel(iso, new Date(), locale), [locale])
}
