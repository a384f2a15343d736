// The phone licence pages' first data, for their routes' loaders (docs/decisions.md, "Pages come with their data"):
// the lists the page shows the logged-in customer, once the session has the profile they are keyed by. Opened from
// the QR code, the page waits for the session's profile as for its data, within the same limit (PAGE_DATA_WAIT_MS).
import type { QueryClient } from '@tanstack/react-query'
import type { SessionProfile } from '../../../machines/session'
import { heldLicencesOptions, licensableOrdersOptions, phoneLicencesOptions } from '../../api/queries/licence-queries'
import { PAGE_DATA_WAIT_MS } from '../../router/page-data'
import { settledCustomer } from '../../session/settled-session'
import { profileIdOf } from '../../session/use-session'
import type { SessionActorRef } from '../../session/session-actor'

/** The phone number the customer's applications are found by ('' when the profile has none). */
export const applicantPhoneOf = (user: SessionProfile | null | undefined): string =>
  typeof user?.phonenum === 'string' ? user.phonenum : ''

async function forCustomer(session: SessionActorRef, calls: (user: SessionProfile) => Promise<unknown>[]): Promise<void> {
  const user = await settledCustomer(session, PAGE_DATA_WAIT_MS)
  if (user) await Promise.all(calls(user))
}

/** /ApplyList and /applylistm: the applications found by the customer's phone number. */
export const applicationListData = (queryClient: QueryClient, session: SessionActorRef): Promise<unknown>[] => [
  forCustomer(session, (user) => {
    const phone = applicantPhoneOf(user)
    return phone ? [queryClient.ensureQueryData(phoneLicencesOptions(phone))] : []
  }),
]

/** /create: the customer's licensable order lines and the licences already held. */
export const licenceCreationData = (queryClient: QueryClient, session: SessionActorRef): Promise<unknown>[] => [
  forCustomer(session, (user) => [
    queryClient.ensureQueryData(licensableOrdersOptions(profileIdOf(user) ?? '')),
    queryClient.ensureQueryData(heldLicencesOptions()),
  ]),
]
