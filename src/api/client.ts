// The one API client. Every call in the app goes through `api`, so the request conventions (middleware.ts)
// apply everywhere.
import createClient from 'openapi-fetch'
import type { paths } from '../../generated/api'
import { TOKEN_KEY, storage } from '../storage/storage'
import { runSessionInvalid } from '../session/session-invalid'
import { createConventionsMiddleware } from './middleware'
import { currentContentLanguage, i18n } from '../i18n/i18n'

const baseUrl = typeof window !== 'undefined' ? window.location.origin : 'http://localhost'

export const api = createClient<paths>({ baseUrl })

api.use(
  createConventionsMiddleware({
    getToken: () => storage.get<string>(TOKEN_KEY),
    now: () => Date.now(),
    onSessionInvalid: runSessionInvalid,
    getLanguage: currentContentLanguage,
    networkFailureMessage: () => i18n.t('pages.networkHint'),
    schemaRefusalMessage: () => i18n.t('pages.requestRefused'),
  }),
)
